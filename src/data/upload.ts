import { api } from '../api/endpoints';
import { request } from '../api/http';
import { SaveFailure } from '../api/failures';

export type UploadHost = 'api' | 'upload' | 'page';

const ENDPOINTS = { api: api.uploadImage, upload: api.uploadGarageLogo, page: api.uploadPageImage };

/** `POST /uploadImage` (multipart `file`) of a raster image: returns the stored path, `imagePath1`. */
export async function uploadImage(file: File, host: UploadHost = 'api'): Promise<string> {
  // Every upload (category, service, garage logo, images manager, SEO) passes this one check; its
  // code (the formats' signatures) loads with the first upload, not with the console's start.
  const { imageFileProblem } = await import('../lib/imageFile');
  const problem = await imageFileProblem(file);
  if (problem) throw new SaveFailure(problem, 'warning');
  const form = new FormData();
  form.append('file', file);
  const answer = await request(ENDPOINTS[host], form as never);
  return answer.imagePath1;
}

/** A form's image value: a new File is uploaded first and its path used; a stored URL is kept. */
export async function resolveImage(value: unknown, host: UploadHost = 'api'): Promise<string> {
  if (typeof File !== 'undefined' && value instanceof File) return uploadImage(value, host);
  return typeof value === 'string' ? value : '';
}
