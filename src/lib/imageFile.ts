/**
 * What the console uploads as an image: raster PNG, JPEG, WebP or GIF only, recognised by its declared
 * type and by its first bytes (an HTML or SVG file renamed .png is refused), up to MAX_IMAGE_BYTES.
 * The sandbox applies the same rule to what it stores.
 */
import { bytesOf, startsWithBytes } from './fileBytes';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** For the file picker: offers the accepted types only. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The raster type the content is, from its magic bytes; undefined for anything else. */
export function imageTypeOfBytes(bytes: Uint8Array): ImageType | undefined {
  if (startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWithBytes(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWithBytes(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWithBytes(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** The first bytes of a file. */
const headOf = (file: Blob) => bytesOf(file.slice(0, 16));

/** Undefined for an acceptable image, else the translation key that says why not. */
export async function imageFileProblem(file: File): Promise<'app.validation.image_type' | 'app.validation.image_size' | undefined> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'app.validation.image_type';
  if (file.size > MAX_IMAGE_BYTES) return 'app.validation.image_size';
  if (!imageTypeOfBytes(await headOf(file))) return 'app.validation.image_type';
  return undefined;
}
