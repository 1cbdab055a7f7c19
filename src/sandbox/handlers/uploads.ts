import { http, HttpResponse } from 'msw';
import { api } from '../../api/endpoints';
import { json, route, type SandboxContext } from '../route';

export const UPLOAD_PREFIX = '/__sandbox/uploads/';

/** POST /uploadImage keeps the file and answers its path; the path is served back. */
export function uploadHandlers(context: SandboxContext, publicBase: string) {
  const { store } = context;
  return [
    route(context, api.uploadPageImage, async ({ body }) => {
      const file = (body as unknown as FormData).get('file');
      if (!(file instanceof Blob) || file.size === 0) return json({ message: 'file is required' }, 400);
      const id = store.newId();
      store.uploads[id] = { type: file.type || 'application/octet-stream', base64: Buffer.from(await file.arrayBuffer()).toString('base64') };
      return { imagePath1: `${publicBase}${UPLOAD_PREFIX}${id}` };
    }),
    http.get(`*${UPLOAD_PREFIX}:id`, ({ params }) => {
      const upload = store.uploads[String(params.id)];
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(Buffer.from(upload.base64, 'base64'), { headers: { 'Content-Type': upload.type } });
    }),
  ];
}
