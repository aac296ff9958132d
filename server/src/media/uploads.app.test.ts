import { once } from 'node:events';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../test/test-app.js';
import express from 'express';
import { PDFDocument } from 'pdf-lib';
import { mediaFiles } from '../site/media-files.js';
import { S3Storage } from './s3-storage.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { createMediaService, type MediaService, variantUrl } from './media.service.js';
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

/** The status of a GET with If-None-Match (fetch would add `Cache-Control: no-cache`, which a server rightly answers in full). */
const conditionalStatus = (url: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
const fileUpload = (bytes: Buffer): FileUpload => ({
  filename: 'a.png',
  mimetype: 'image/png',
  fieldName: 'image',
  encoding: '7bit',
  createReadStream: () => Readable.from([bytes]) as unknown as ReturnType<FileUpload['createReadStream']>,
});

/** The same answers at /media whichever storage holds the files: the local disk, or a bucket of a real S3 server. */
describe.each([
  { name: 'the local disk', s3: false },
  { name: 'an S3 bucket (s3rver)', s3: true },
])('stored files on $name', ({ s3: useS3 }) => {
  let s3: TestS3Server | undefined;
  let app: TestApp;
  let media: MediaService;
  beforeAll(async () => {
    s3 = useS3 ? await startS3Server() : undefined;
    app = s3 ? await startTestApp({ s3: await s3.bucket() }) : t;
    media = createMediaService({ ...app.config, mediaLimits: { imageBytes: 100_000, imagePixels: 1_000_000, pdfBytes: 100_000 } });
  });
  afterAll(async () => {
    if (app !== t) await app.close();
    await s3?.close();
  });

  it('are served at /media, and gone once removed', async () => {
    const image = await media.storeImage(fileUpload(await png()), { folder: 'events', field: 'image' });
    await image.keep();
    const thumb = await fetch(app.baseUrl + variantUrl(image.path, 'thumb'));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(40);
    expect((await fetch(app.baseUrl + image.originalPath)).headers.get('content-type')).toBe('image/png');

    await media.remove(image.path);
    expect((await fetch(app.baseUrl + image.path)).status).toBe(404);
  });

  it('carry the sandbox, nosniff and a week of cache, and answer a conditional request with 304', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = await media.storePdf(fileUpload(Buffer.from(await doc.save())), { folder: 'archive', field: 'preview' });
    await pdf.keep();
    const answer = await fetch(app.baseUrl + pdf.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-security-policy')).toBe('sandbox');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await PDFDocument.load(await answer.arrayBuffer())).getPageCount()).toBe(1);
    const etag = answer.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await conditionalStatus(app.baseUrl + pdf.path, etag)).toBe(304);
  });

  (useS3 ? it : it.skip)('with S3_PUBLIC_URL: redirect images there, and still stream PDFs with their sandbox', async () => {
    const site = express().use('/media', mediaFiles(new S3Storage({ ...app.config.s3!, publicUrl: 'https://cdn.dergi.example/media' })));
    const server = site.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const image = await media.storeImage(fileUpload(await png()), { folder: 'events', field: 'image' });
      await image.keep();
      const redirected = await fetch(base + image.path, { redirect: 'manual' });
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get('location')).toBe(`https://cdn.dergi.example${image.path}`);
      const doc = await PDFDocument.create();
      doc.addPage();
      const pdf = await media.storePdf(fileUpload(Buffer.from(await doc.save())), { folder: 'archive', field: 'preview' });
      await pdf.keep();
      const streamed = await fetch(base + pdf.path, { redirect: 'manual' });
      expect(streamed.status).toBe(200);
      expect(streamed.headers.get('content-security-policy')).toBe('sandbox');
    } finally {
      server.close();
    }
  });

  it('never serve a pending mark, a path outside the uploads, or a folder', async () => {
    const image = await media.storeImage(fileUpload(await png()), { folder: 'events', field: 'image' });
    const folder = image.path.replace(/[^/]+$/, '');
    const [mark] = (await media.storage.list(media.storage.keyOf(folder))).filter((key) => key.includes('.pending-'));
    expect(mark).toBeDefined();
    for (const path of [`/media/${mark}`, folder, '/media/events/..%2f..%2fsecret.key', '/media/']) {
      const answer = await fetch(app.baseUrl + path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: 'Not found.' } });
    }
    await image.discard();
  });
});
