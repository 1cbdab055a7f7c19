/**
 * Small raster pictures for the seeded image paths (/images/<folder>/<name>), drawn from the path so
 * the same path is always the same picture: a two-tone gradient with a car or a bike, written as PNG
 * with node:zlib. Nothing is stored; a picture is drawn when first asked for and kept.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` × `height` from a pixel function. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const mix = (a: [number, number, number], b: [number, number, number], t: number): [number, number, number] => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** The picture of one seeded path: garages and inspections landscape, the rest square. */
export function seededImage(path: string): Buffer {
  const wide = /\/(garages|inspections|vehicles)\//.test(path) && !/logo-/.test(path);
  const width = wide ? 160 : 96;
  const height = wide ? 108 : 96;
  const seed = hash(path);
  const hue = seed % 360;
  const top = hsl(hue, 0.55, 0.62);
  const bottom = hsl((hue + 40) % 360, 0.6, 0.32);
  const ink: [number, number, number] = [250, 250, 250];
  const bike = /bike|two-?wheeler|scooter/i.test(path) || (!wide && seed % 3 === 0);
  const cx = width / 2;
  const ground = height * 0.7;
  const wheelR = bike ? height * 0.15 : height * 0.1;
  const wheels = bike ? [cx - width * 0.2, cx + width * 0.2] : [cx - width * 0.22, cx + width * 0.22];
  const inside = (x: number, y: number) => {
    for (const wx of wheels) {
      const d = Math.hypot(x - wx, y - ground);
      if (d < wheelR && d > wheelR * 0.45) return true;
    }
    if (bike) {
      // Frame from wheel to wheel and a rider's seat.
      const t = (x - wheels[0]) / (wheels[1] - wheels[0]);
      if (t >= 0 && t <= 1 && Math.abs(y - (ground - Math.sin(t * Math.PI) * height * 0.18)) < 2.2) return true;
      return Math.abs(y - (ground - height * 0.2)) < 2.5 && Math.abs(x - cx) < width * 0.09;
    }
    const body = Math.abs(x - cx) < width * 0.34 && y > ground - height * 0.2 && y < ground - wheelR * 0.2;
    const cabin = Math.abs(x - cx) < width * 0.18 + (y - (ground - height * 0.34)) * 0.6 && y > ground - height * 0.34 && y <= ground - height * 0.2;
    return body || cabin;
  };
  return encodePng(width, height, (x, y) => (inside(x, y) ? ink : mix(top, bottom, y / height)));
}
