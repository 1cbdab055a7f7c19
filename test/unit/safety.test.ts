import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerUnreadable, ApiError } from '../../src/api/http';
import { safeNextPath } from '../../src/auth/nextPath';
import { failureNotice, SaveFailure } from '../../src/api/failures';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';

const ORIGIN = 'https://console.example.in';
/** As the sign-in page reads it: `/login?next=...`. */
const nextOf = (query: string) => safeNextPath(new URLSearchParams(query).get('next'), ORIGIN);

describe('sign-in return path', () => {
  it('follows a path of the console', () => {
    expect(nextOf('next=%2Fadmin%2Fcategory%3Fpage%3D2')).toBe('/admin/category?page=2');
    expect(nextOf('next=/admins/dashboard')).toBe('/admins/dashboard');
  });

  it.each([
    '/%5Cevil.example',
    '/%5C%2Fevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '//evil.example',
    'https://evil.example/admin',
    '/login',
    '/%2E%2E/evil',
  ])('refuses %s and opens the dashboard instead', (next) => {
    expect(nextOf(`next=${next}`)).toBe('/admin/dashboard');
  });
});

describe('refusals carry the server words', () => {
  it('Add Category: any responseCode other than 200 warns with the server message (000 §8)', () => {
    const thrown = new ApiError('Category already exists', 200, 409, { responseCode: 409, message: 'Category already exists' });
    expect(failureNotice(thrown, 'app.errors.save_failed')).toEqual({ message: 'Category already exists', type: 'warning' });
  });

  it('shows the server message of any refusal and of a server fault, else the documented fallback', () => {
    expect(failureNotice(new ApiError('City exists', 409, undefined, { message: 'City exists' }), 'fallback')).toEqual({
      message: 'City exists',
      type: 'warning',
    });
    expect(failureNotice(new ApiError('Database down', 500, undefined, { message: 'Database down' }), 'fallback')).toEqual({
      message: 'Database down',
      type: 'error',
    });
    expect(failureNotice(new ApiError('Internal Server Error', 500), 'fallback')).toEqual({ message: 'fallback', type: 'error' });
    expect(failureNotice(new ApiError('Network error', 0), 'fallback')).toEqual({ message: 'app.errors.network', type: 'error' });
    expect(failureNotice(new SaveFailure('Subadmin with this details already created', 'warning'), 'fallback')).toEqual({
      message: 'Subadmin with this details already created',
      type: 'warning',
    });
  });

  it('names an answer that could not be read rather than saying the call failed (it may have done its work)', () => {
    const unreadable = new AnswerUnreadable({ call: 'POST /addCategoryAdmin', field: 'responseCode', expected: 'number' });
    expect(failureNotice(unreadable, 'app.errors.save_failed')).toEqual({
      message: 'app.errors.answerUnreadable',
      type: 'error',
      args: { call: 'POST /addCategoryAdmin', field: 'responseCode', expected: 'number' },
    });
  });
});

describe('image uploads accept raster images only', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
  const file = (bytes: number[] | string, name: string, type: string) =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

  it('recognises PNG, JPEG, GIF and WebP by their first bytes', async () => {
    const { imageTypeOfBytes } = await import('../../src/lib/imageFile');
    expect(imageTypeOfBytes(new Uint8Array(PNG))).toBe('image/png');
    expect(imageTypeOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOfBytes(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(imageTypeOfBytes(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOfBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
  });

  it('refuses HTML, SVG, executables, HTML renamed .png and files over 5 MB', async () => {
    const { imageFileProblem, MAX_IMAGE_BYTES } = await import('../../src/lib/imageFile');
    expect(await imageFileProblem(file(PNG, 'logo.png', 'image/png'))).toBeUndefined();
    expect(await imageFileProblem(file('<script>alert(1)</script>', 'page.html', 'text/html'))).toBe('app.validation.image_type');
    expect(await imageFileProblem(file('<svg onload="alert(1)"/>', 'logo.svg', 'image/svg+xml'))).toBe('app.validation.image_type');
    expect(await imageFileProblem(file([0x4d, 0x5a, 0x90, 0], 'setup.exe', 'application/x-msdownload'))).toBe('app.validation.image_type');
    expect(await imageFileProblem(file('<html><script>alert(1)</script>', 'photo.png', 'image/png'))).toBe('app.validation.image_type');
    expect(await imageFileProblem(file([...PNG, ...new Array(MAX_IMAGE_BYTES).fill(0)], 'huge.png', 'image/png'))).toBe('app.validation.image_size');
  });
});

describe('the sandbox stores raster images only', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const sandbox = createSandbox({ store: new SandboxStore({ garages: 5 }), publicBase: '/api' });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('the sandbox refuses non-images and serves stored uploads with the image type, nosniff, or as an attachment', async () => {
    const token = 'unit.admin';
    sandbox.store.tokens[token] = { email: 'admin@garagehub.in', kind: 'admin' };
    const upload = async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return fetch(`${ORIGIN}/api/uploadImage`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    };
    for (const file of [
      new File(['<html><script>alert(1)</script>'], 'page.html', { type: 'text/html' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['<html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' }),
    ]) {
      const refused = await upload(file);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: 'Only PNG, JPEG, WebP or GIF images up to 5 MB are accepted' });
    }
    const stored = await upload(new File([PNG], 'logo.png', { type: 'image/png' }));
    const { imagePath1 } = (await stored.json()) as { imagePath1: string };
    const served = await fetch(new URL(imagePath1, ORIGIN));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // An upload kept before the check (an HTML page under an image type) is only ever downloaded.
    sandbox.store.uploads.legacy = { type: 'image/png', base64: Buffer.from('<html><script>alert(1)</script>').toString('base64') };
    const legacy = await fetch(`${ORIGIN}/api/__sandbox/uploads/legacy`);
    expect(legacy.headers.get('content-type')).toBe('application/octet-stream');
    expect(legacy.headers.get('content-disposition')).toBe('attachment');
    expect(legacy.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
