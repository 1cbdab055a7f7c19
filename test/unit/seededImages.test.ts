import { getResponse } from 'msw';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';

const sandbox = createSandbox({ store: new SandboxStore({ garages: 5 }), publicBase: '/api' });

async function get(path: string) {
  const response = (await getResponse(sandbox.handlers, new Request(`http://localhost:5173${path}`)))!;
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Width, height and the pixel bytes of an 8-bit RGB PNG. */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  return { width, height, pixels: inflateSync(Buffer.concat(chunks)) };
}

describe('seeded images', () => {
  it('every image path of the seed answers a real PNG', async () => {
    const db = sandbox.store.db;
    const paths = new Set(
      [
        ...db.categories.map((entry) => entry.categoryImage),
        ...db.services.map((entry) => entry.serviceImage),
        ...db.garages.flatMap((garage) => [garage.imagePath, ...garage.garageImages.map((image) => image.image)]),
      ].filter((path): path is string => Boolean(path)),
    );
    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) {
      expect(path).toMatch(/^\/images\//);
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type).toBe('image/png');
      const { width, height, pixels } = readPng(answer.bytes);
      expect(pixels.length).toBe((width * 3 + 1) * height);
    }
  });

  it('draws a picture, not a flat tile: the same path is the same picture, another path another', async () => {
    const garage = readPng((await get('/images/garages/workshops-01.jpg')).bytes);
    expect([garage.width, garage.height]).toEqual([160, 108]);
    const colours = new Set<string>();
    for (let at = 1; at < garage.pixels.length - 3; at += 3 * 7) colours.add(garage.pixels.subarray(at, at + 3).toString('hex'));
    expect(colours.size).toBeGreaterThan(10);
    expect((await get('/images/garages/workshops-01.jpg')).bytes).toEqual((await get('/images/garages/workshops-01.jpg')).bytes);
    expect((await get('/images/garages/workshops-02.jpg')).bytes).not.toEqual((await get('/images/garages/workshops-01.jpg')).bytes);
    expect((await get('/images/categories/..%2Fsecret.png')).status).toBe(404);
  });
});
