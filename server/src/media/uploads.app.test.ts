import { Readable } from 'node:stream';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { createMediaService, variantUrl } from './media.service.js';
import type { FileUpload } from './upload.scalar.js';

/*
 * The media doors of the real app: multipart parsing on /api and /graphql (with the configured
 * limits), and stored files served at /media.
 */

let t: TestApp;
let token: string;
let bearer: string;
beforeAll(async () => {
  t = await startTestApp({ mediaLimits: { imageBytes: 100, imagePixels: 1_000_000, pdfBytes: 200 } });
  token = await t.client().csrf();
  bearer = `Bearer ${(await t.staff()).accessToken}`;
});
afterAll(() => t.close());

/** A staff request (files are read only for a signed-in user). */
const send = (path: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(t.baseUrl + path, { method: 'POST', body, headers: { 'x-csrf-token': token, authorization: bearer, ...headers } });

const bytes = (size: number) => new File([new Uint8Array(size).fill(1)], 'file.bin');

describe('multipart requests', () => {
  it('on /api: a file past the largest media limit answers 413 with its field key', async () => {
    const form = new FormData();
    form.append('preview', bytes(201));
    const response = await send('/api/archives', form);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String), fields: { preview: 'Media.File.tooLarge' } },
    });
  });

  it('on /api: still need the CSRF token, and a sign-in before they are read', async () => {
    const form = new FormData();
    form.append('preview', bytes(10));
    expect((await fetch(`${t.baseUrl}/api/archives`, { method: 'POST', body: form, headers: { authorization: bearer } })).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/archives`, { method: 'POST', body: form, headers: { 'x-csrf-token': token } })).status).toBe(401);
  });

  it("on /graphql: are parsed, behind our CSRF token and Apollo's preflight header", async () => {
    const form = () => {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query: '{ __typename }', variables: { file: null } }));
      body.append('map', JSON.stringify({ 0: ['variables.file'] }));
      body.append('0', bytes(10));
      return body;
    };
    const ok = await send('/graphql', form(), { 'apollo-require-preflight': 'true' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await send('/graphql', form())).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/graphql`, { method: 'POST', body: form(), headers: { 'apollo-require-preflight': 'true', authorization: bearer } })).status).toBe(403);
    const anonymous = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', body: form(), headers: { 'apollo-require-preflight': 'true', 'x-csrf-token': token } });
    expect(anonymous.status).toBe(401);
  });
});

describe('stored files', () => {
  it('are served at /media, and gone once removed', async () => {
    const media = createMediaService({ dataDir: t.config.dataDir, mediaLimits: { imageBytes: 100_000, imagePixels: 1_000_000, pdfBytes: 1 } });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const upload: FileUpload = {
      filename: 'a.png',
      mimetype: 'image/png',
      fieldName: 'image',
      encoding: '7bit',
      createReadStream: () => Readable.from([png]) as unknown as ReturnType<FileUpload['createReadStream']>,
    };
    const image = await media.storeImage(upload, { folder: 'events', field: 'image' });
    const thumb = await fetch(t.baseUrl + variantUrl(image.path, 'thumb'));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(40);
    expect((await fetch(t.baseUrl + image.originalPath)).headers.get('content-type')).toBe('image/png');

    await media.remove(image.path);
    expect((await fetch(t.baseUrl + image.path)).status).toBe(404);
  });
});
