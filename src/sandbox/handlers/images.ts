import { http, HttpResponse } from 'msw';
import { seededImage } from '../images';

/** Where the seed's image paths live (/images/garages/..., /images/categories/...). */
export const SEEDED_IMAGES = '/images/';

/** GET /images/<folder>/<name>: the seed's pictures, drawn once per path and kept. */
export function seededImageHandlers() {
  const drawn = new Map<string, Buffer>();
  return [
    http.get(`*${SEEDED_IMAGES}:folder/:name`, ({ params }) => {
      const path = `${SEEDED_IMAGES}${String(params.folder)}/${String(params.name)}`;
      if (!/^[\w-]+\.(png|jpe?g)$/i.test(String(params.name))) return new HttpResponse(null, { status: 404 });
      let image = drawn.get(path);
      if (!image) drawn.set(path, (image = seededImage(path)));
      return new HttpResponse(image, {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
      });
    }),
  ];
}
