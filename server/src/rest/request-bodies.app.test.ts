import { jest } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';

/*
 * Bodies and requests a stranger can send, against the real app (issue 12 §1–2; security T3-M2,
 * reliability defects 1, 2, 12, 13): each answer is a 4xx in the JSON envelope, the process serves
 * on, and no uploaded byte stays on disk.
 */

let t: TestApp;
let staff: TestClient;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staff();
  token = await t.client().csrf();
});
afterAll(() => t.close());

const uploadDir = () => path.join(t.config.dataDir, 'tmp', 'uploads');
const leftOver = () => (existsSync(uploadDir()) ? readdirSync(uploadDir()) : []);

/** Writes raw bytes (never half-closing: Node answers nothing to a client that does) and reads the whole answer. */
function raw(bytes: string | Buffer): Promise<{ status: number; body: any; reset: boolean }> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    let reset = false;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        // not JSON: kept as text
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: parsed, reset });
    });
  });
}

const request = (method: string, target: string, headers: Record<string, string>, body: string | Buffer = '') =>
  Buffer.concat([
    Buffer.from(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);

const staffHeaders = () => ({ 'x-csrf-token': token, authorization: `Bearer ${staff.accessToken}` });
const truncatedFile = (field: string) => `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
const form = { 'content-type': 'multipart/form-data; boundary=b' };

async function expectServing() {
  expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
}

const envelope = (status: number, code: string) => ({ error: expect.objectContaining({ status, code, message: expect.any(String) }) });

describe('multipart bodies', () => {
  it('a truncated form on a GET of a path without files: 415 unread, and the process serves on (defect 1)', async () => {
    const answer = await raw(request('GET', '/api/categories', form, truncatedFile('f')));
    expect(answer).toMatchObject({ status: 415, body: envelope(415, 'UNSUPPORTED_MEDIA_TYPE') });
    await expectServing();
  });

  it('a truncated form to an upload route, signed in: 400, no file left, and the process serves on', async () => {
    const answer = await raw(request('POST', '/api/columnists', { ...form, ...staffHeaders() }, truncatedFile('image')));
    expect(answer).toMatchObject({ status: 400, body: envelope(400, 'INVALID_REQUEST') });
    expect(leftOver()).toEqual([]);
    await expectServing();
  });

  it('a NUL in a file name on /graphql: 400 in the GraphQL envelope, and the process serves on (defect 2)', async () => {
    const part = (name: string, value: string, filename?: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
    const body =
      part('operations', JSON.stringify({ query: 'mutation($i:AvatarInput!){uploadAvatar(input:$i){id}}', variables: { i: { avatar: null } } })) +
      part('map', '{"0":["variables.i.avatar"]}') +
      part('0', 'xxxx', 'a\u0000b.png') +
      '--b--\r\n';
    const answer = await raw(request('POST', '/graphql', { ...form, ...staffHeaders(), 'apollo-require-preflight': 'true' }, body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    await expectServing();
  });

  it('more files than a request may carry on /graphql, as staff: 413 in the GraphQL envelope, nothing kept (found by the hostile sweep)', async () => {
    const part = (name: string, value: string, filename?: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
    const map = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [String(i), ['variables.x']]));
    const body =
      part('operations', JSON.stringify({ query: 'mutation { signOut }' })) +
      part('map', JSON.stringify(map)) +
      Array.from({ length: 21 }, (_, i) => part(String(i), 'xxxx', `${i}.png`)).join('') +
      '--b--\r\n';
    const answer = await raw(request('POST', '/graphql', { ...form, ...staffHeaders(), 'apollo-require-preflight': 'true' }, body));
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(leftOver()).toEqual([]);
    await expectServing();
  });

  it('an anonymous form to a staff upload route: 401 before a byte is read or written (T3-M2)', async () => {
    const big = new FormData();
    big.append('name', 'Yazar');
    big.append('image', new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    const response = await fetch(`${t.baseUrl}/api/columnists`, { method: 'POST', body: big, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(envelope(401, 'UNAUTHENTICATED'));
    expect(leftOver()).toEqual([]);
    await expectServing();
  });

  it('a form with files to a public form: 415 unread (the probe of T3-M2)', async () => {
    const files = new FormData();
    for (let i = 0; i < 4; i++) files.append(`f${i}`, new File([new Uint8Array(2 * 1024 * 1024)], `${i}.bin`));
    const response = await fetch(`${t.baseUrl}/api/public-newsletter-subscription/subscribe`, { method: 'POST', body: files, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(envelope(415, 'UNSUPPORTED_MEDIA_TYPE'));
    expect(leftOver()).toEqual([]);
  });

  it('a staff form past the per-request byte cap: 413, and no file is left', async () => {
    const small = await startTestApp({ mediaLimits: { imageBytes: 1000, imagePixels: 1_000_000, pdfBytes: 1000 } });
    try {
      const client = await small.staff();
      const over = new FormData();
      over.append('name', 'Yazar');
      // A part no field takes is read and thrown away, but it counts towards the cap.
      over.append('extra', new File([new Uint8Array(4 * 1024 * 1024)], 'extra.bin'));
      const response = await fetch(`${small.baseUrl}/api/columnists`, {
        method: 'POST',
        body: over,
        headers: { 'x-csrf-token': await client.csrf(), authorization: `Bearer ${client.accessToken}` },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(envelope(413, 'PAYLOAD_TOO_LARGE'));
      const dir = path.join(small.config.dataDir, 'tmp', 'uploads');
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('JSON paths', () => {
  it.each([
    ['text/plain', '{"name":"Değişmedi"}'],
    ['application/xml', '<name>Değişmedi</name>'],
    ['application/x-www-form-urlencoded', 'name=De%C4%9Fi%C5%9Fmedi'],
    [undefined, '{"name":"Değişmedi"}'],
  ])('a %s body to PATCH and to the news edit: 415, and nothing changes (defect 13)', async (type, body) => {
    const category = (await staff.post('/api/categories', { name: `Kategori ${Math.random().toString(36).slice(2, 8)}` })).body;
    const headers = { ...staffHeaders(), ...(type ? { 'content-type': type } : {}) };
    const patched = await raw(request('PATCH', `/api/categories/${category.id}`, headers, body));
    expect(patched).toMatchObject({ status: 415, body: envelope(415, 'UNSUPPORTED_MEDIA_TYPE') });
    expect((await staff.get(`/api/categories/${category.id}`)).body.name).toBe(category.name);
    const news = await raw(request('POST', '/api/news/1', headers, body));
    expect(news).toMatchObject({ status: 415, body: envelope(415, 'UNSUPPORTED_MEDIA_TYPE') });
  });

  it('a 2 MB JSON body: the 413 envelope reaches a client that sends it all first (defect 12)', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) });
    for (let i = 0; i < 3; i++) {
      const answer = await raw(request('POST', '/api/public-newsletter-subscription/subscribe', { 'content-type': 'application/json', 'x-csrf-token': token }, body));
      expect(answer).toMatchObject({ status: 413, reset: false, body: envelope(413, 'PAYLOAD_TOO_LARGE') });
    }
    await expectServing();
  });

  it('a body that is not JSON: 400 in the envelope', async () => {
    const answer = await raw(request('POST', '/api/public-newsletter-subscription/subscribe', { 'content-type': 'application/json', 'x-csrf-token': token }, '{"email":'));
    expect(answer).toMatchObject({ status: 400, body: envelope(400, 'BAD_USER_INPUT') });
  });
});

describe('over-long requests (defect 12)', () => {
  it('a 20 kB header: 431 in the envelope', async () => {
    const answer = await raw(request('GET', '/api/public-news/latest', { 'x-junk': 'j'.repeat(20_000) }));
    expect(answer).toMatchObject({ status: 431, body: envelope(431, 'INVALID_REQUEST') });
    await expectServing();
  });

  it('a 100 kB URL: 431 in the envelope, read in full without a reset', async () => {
    const answer = await raw(request('GET', `/api/public-news/latest?x=${'j'.repeat(100_000)}`, {}));
    expect(answer).toMatchObject({ status: 431, reset: false, body: envelope(431, 'INVALID_REQUEST') });
    await expectServing();
  });

  it('a request line Node cannot parse: 400 in the envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatchObject({ status: 400, body: envelope(400, 'INVALID_REQUEST') });
    await expectServing();
  });
});

describe('an unexpected error inside a request', () => {
  it('is logged once and answered 500 in the envelope, and the process serves on', async () => {
    const logged = jest.spyOn(t.app.log, 'error');
    const broken = jest.spyOn(t.app.apollo, 'executeOperation').mockImplementationOnce(async () => {
      throw new TypeError('a fault no one expected');
    });
    try {
      const response = await fetch(`${t.baseUrl}/api/public-news/latest`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected server error.' } });
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      broken.mockRestore();
      logged.mockRestore();
    }
    expect((await fetch(`${t.baseUrl}/api/public-news/latest`)).status).toBe(200);
    await expectServing();
  });
});
