import { http, HttpResponse } from 'msw';
import { api } from '../../api/endpoints';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, imageTypeOfBytes } from '../../lib/imageFile';
import { json, route, type SandboxContext } from '../route';

export const UPLOAD_PREFIX = '/__sandbox/uploads/';

const REFUSED = 'Only PNG, JPEG, WebP or GIF images up to 5 MB are accepted';

/**
 * POST /uploadImage keeps a raster image (declared type and content both PNG, JPEG, WebP or GIF, up to
 * 5 MB) and answers its path; anything else is refused. The path is served back with the content type
 * its bytes show, never one the uploader chose, so nothing stored runs as a page on this origin.
 */
export function uploadHandlers(context: SandboxContext, publicBase: string) {
  const { store } = context;
  return [
    route(context, api.uploadPageImage, async ({ body }) => {
      const file = (body as unknown as FormData).get('file');
      if (!(file instanceof Blob) || file.size === 0) return json({ message: 'file is required' }, 400);
      if (file.size > MAX_IMAGE_BYTES || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return json({ message: REFUSED }, 400);
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = imageTypeOfBytes(bytes);
      if (!type) return json({ message: REFUSED }, 400);
      const id = store.newId();
      store.uploads[id] = { type, base64: bytes.toString('base64') };
      return { imagePath1: `${publicBase}${UPLOAD_PREFIX}${id}` };
    }),
    http.get(`*${UPLOAD_PREFIX}:id`, ({ params }) => {
      const upload = store.uploads[String(params.id)];
      if (!upload) return new HttpResponse(null, { status: 404 });
      const bytes = Buffer.from(upload.base64, 'base64');
      const type = imageTypeOfBytes(bytes);
      // Kept before uploads were checked, or not an image: downloaded, never rendered.
      const headers: Record<string, string> = type
        ? { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' }
        : { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment', 'X-Content-Type-Options': 'nosniff' };
      return new HttpResponse(bytes, { headers });
    }),
  ];
}
