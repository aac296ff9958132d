import 'reflect-metadata';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { Arg, Field, Int, Mutation, ObjectType, Query, Resolver, buildSchema } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { formatError } from '../graphql/errors.js';
import { graphqlMultipart } from '../graphql/multipart-request.js';
import { MultipartError, receiveMultipart, UploadFolder } from '../media/multipart-upload.js';
import { readUpload } from '../media/read-upload.js';
import { GraphQLUpload, type UploadInput } from '../media/upload.scalar.js';
import { restRouter } from './adapter.js';
import { fileField, fileFields } from './multipart.js';
import { readBody, type BodyOptions } from './request-body.js';
import { textFields, type RestRoute } from './route.js';

const MAX_FILE = 1000;

@ObjectType()
class Received {
  @Field(() => String) field!: string;
  @Field(() => String) filename!: string;
  @Field(() => String) text!: string;
  @Field(() => Int) size!: number;
}

/** A resolver with `Upload` arguments, as a resource's create mutation would have them. */
@Resolver()
class UploadProbeResolver {
  @Query(() => String)
  ping() {
    return 'pong';
  }

  @Mutation(() => [Received])
  async receive(
    @Arg('title', () => String) title: string,
    @Arg('poster', () => GraphQLUpload) poster: UploadInput,
    @Arg('photos', () => [GraphQLUpload], { nullable: true }) photos?: UploadInput[],
  ): Promise<Received[]> {
    const all = [
      { field: 'poster', upload: poster },
      ...(photos ?? []).map((upload) => ({ field: 'photos', upload })),
    ];
    return Promise.all(
      all.map(async ({ field, upload }) => {
        // A smaller limit than the request's own, as the media service has for images.
        const bytes = await readUpload(upload, 500, field);
        return { field, filename: (await upload).filename, text: `${title}:${bytes.toString()}`, size: bytes.length };
      }),
    );
  }
}

const RECEIVE = `mutation Receive($title: String!, $poster: Upload!, $photos: [Upload!]) {
  receive(title: $title, poster: $poster, photos: $photos) { field filename text size }
}`;

let http: Server;
let apollo: ApolloServer<Context>;
let base: string;
let uploadDir: string;

const UPLOADS = { maxFiles: 3, maxFields: 100, maxFieldBytes: 1024 * 1024, maxRequestBytes: 1024 * 1024 };
const BODY: () => BodyOptions = () => ({ jsonBytes: 1024 * 1024, uploadDir, fileBytes: { image: MAX_FILE, pdf: MAX_FILE }, uploads: UPLOADS });
const ECHO = { methods: ['POST'], path: '/echo', document: '', files: { poster: 'image', photos: 'image' } } as RestRoute;
/** The cap of the `/api/bounded` probe: every part together. */
const CAP = 10_000;

/** Folders left in the upload directory (every request's folder is removed once it is answered). */
const leftOver = () => (existsSync(uploadDir) ? readdirSync(uploadDir) : []);

/**
 * The request folders left once the removals still running have finished: a folder whose request was
 * answered after GraphQL ran is removed when the response closes, just after the client got it.
 * Polls at most 50 times, 20 ms apart.
 */
async function leftOverOnceRemoved(): Promise<string[]> {
  for (let attempt = 0; attempt < 50 && leftOver().length > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return leftOver();
}

beforeAll(async () => {
  uploadDir = path.join(await mkdtemp(path.join(tmpdir(), 'dergi-multipart-')), 'uploads');
  const schema = await buildSchema({ resolvers: [UploadProbeResolver], validate: false });
  apollo = new ApolloServer<Context>({ schema, formatError: (formatted, error) => formatError(formatted, error, () => {}) });
  await apollo.start();
  const app = express();
  app.post('/api/echo', async (req, res) => {
    const body = await readBody(req, res, ECHO, BODY(), async () => true);
    if ('refusal' in body) return void res.status(body.refusal.status).json({ error: body.refusal });
    const files = Object.fromEntries(
      Object.entries(req.files ?? {}).map(([name, list]) => [name, list.map((file) => ({ ...file, createReadStream: undefined }))]),
    );
    await body.release();
    res.json({ body: req.body, files });
  });
  // Reads a form under a byte cap; on refusal, tells how many bytes had reached the disk by then.
  app.post('/api/bounded', async (req, res) => {
    const folder = await UploadFolder.create(uploadDir);
    try {
      await receiveMultipart(req, folder, { ...UPLOADS, maxFiles: 20, maxRequestBytes: CAP, fileBytes: () => 1024 * 1024 });
      await folder.remove();
      res.json({ status: 200 });
    } catch (error) {
      await folder.settled();
      const written = readdirSync(folder.dir).reduce((sum, name) => sum + statSync(path.join(folder.dir, name)).size, 0);
      await folder.remove();
      req.resume();
      res.json({ status: (error as MultipartError).status, written });
    }
  });
  app.use(
    '/api',
    restRouter(
      apollo,
      [
        {
          methods: ['POST'],
          path: '/receive',
          document: RECEIVE,
          variables: (req) => ({ ...textFields(req, ['title']), poster: fileField(req, 'poster'), photos: fileFields(req, 'photos') }),
          files: { poster: 'image', photos: 'image' },
          status: 201,
        },
        { methods: ['POST'], path: '/plain', document: 'query { ping }' },
      ],
      () => ({ currentUser: async () => ({}) }) as unknown as Context,
      BODY(),
    ),
  );
  app.use(
    '/graphql',
    graphqlMultipart({ uploadDir, bounds: { ...UPLOADS, largestFile: MAX_FILE }, signedIn: async (req) => req.get('x-signed-in') === 'yes' }),
    express.json(),
    expressMiddleware(apollo, { context: async () => ({}) as Context }),
  );
  http = createServer(app);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await apollo.stop();
  await new Promise((resolve) => http.close(resolve));
  await rm(path.dirname(uploadDir), { recursive: true, force: true });
});

const post = async (path: string, body: FormData | string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as any };
};

const file = (content: string | Buffer, name: string, type = 'application/octet-stream') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

describe('multipart on REST paths', () => {
  it('puts text fields in req.body (repeated ones as arrays) and files in req.files', async () => {
    const form = new FormData();
    form.append('title', 'Başlık');
    form.append('tagIds', '1');
    form.append('tagIds', '2');
    form.append('categoryIds[]', '7');
    form.append('poster', file('poster bytes', 'afiş.jpg', 'image/jpeg'));
    form.append('photos', file('one', 'a.png', 'image/png'));
    form.append('photos', file('two', 'b.png', 'image/png'));
    const { status, body } = await post('/api/echo', form);
    expect(status).toBe(200);
    expect(body.body).toEqual({ title: 'Başlık', tagIds: ['1', '2'], categoryIds: ['7'] });
    expect(body.files).toEqual({
      poster: [{ fieldName: 'poster', filename: 'afiş.jpg', mimetype: 'image/jpeg', encoding: '7bit' }],
      photos: [
        { fieldName: 'photos', filename: 'a.png', mimetype: 'image/png', encoding: '7bit' },
        { fieldName: 'photos', filename: 'b.png', mimetype: 'image/png', encoding: '7bit' },
      ],
    });
  });

  it('ignores a file input left empty, and lets JSON bodies through untouched', async () => {
    const form = new FormData();
    form.append('title', 'x');
    form.append('poster', new File([], ''));
    expect((await post('/api/echo', form)).body).toEqual({ body: { title: 'x' }, files: {} });
    const json = await post('/api/echo', JSON.stringify({ title: 'y' }), { 'content-type': 'application/json' });
    expect(json.body).toEqual({ body: { title: 'y' }, files: {} });
  });

  it('accepts a file of exactly the limit and answers 413 with the field key one byte past it', async () => {
    const exact = new FormData();
    exact.append('poster', file(Buffer.alloc(MAX_FILE, 1), 'exact.bin'));
    expect((await post('/api/echo', exact)).status).toBe(200);

    const over = new FormData();
    over.append('title', 'x');
    over.append('poster', file(Buffer.alloc(MAX_FILE + 1, 1), 'over.bin'));
    const { status, body } = await post('/api/echo', over);
    expect(status).toBe(413);
    expect(body).toEqual({
      error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String), fields: { poster: 'Media.File.tooLarge' } },
    });
  });

  it('answers 413 for a large upload that is still being sent, and the client reads the answer', async () => {
    const form = new FormData();
    form.append('poster', file(Buffer.alloc(20 * 1024 * 1024, 1), 'huge.bin'));
    const { status, body } = await post('/api/echo', form);
    expect(status).toBe(413);
    expect(body.error.fields).toEqual({ poster: 'Media.File.tooLarge' });
  });

  it('answers 413 for too many files and 400 for a broken body', async () => {
    const form = new FormData();
    for (let i = 0; i < 4; i++) form.append('photos', file('x', `${i}.png`));
    expect(await post('/api/echo', form)).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });

    const broken = await post('/api/echo', '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\nunterminated', {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(broken).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    const noBoundary = await post('/api/echo', 'x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.status).toBe(400);
  });

  it('passes the files to the operation as Upload variables through the REST adapter', async () => {
    const form = new FormData();
    form.append('title', 'T');
    form.append('poster', file('P', 'poster.jpg'));
    form.append('photos', file('one', '1.png'));
    form.append('photos', file('two', '2.png'));
    const { status, body } = await post('/api/receive', form);
    expect(status).toBe(201);
    expect(body).toEqual([
      { field: 'poster', filename: 'poster.jpg', text: 'T:P', size: 1 },
      { field: 'photos', filename: '1.png', text: 'T:one', size: 3 },
      { field: 'photos', filename: '2.png', text: 'T:two', size: 3 },
    ]);
  });

  it("maps the service's own size refusal to the REST envelope with the field key", async () => {
    const form = new FormData();
    form.append('title', 'T');
    form.append('poster', file(Buffer.alloc(600, 1), 'poster.jpg'));
    const { status, body } = await post('/api/receive', form);
    expect(status).toBe(413);
    expect(body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: { poster: 'Media.File.tooLarge' } });
  });

  it('leaves a missing required file to GraphQL (400)', async () => {
    const form = new FormData();
    form.append('title', 'T');
    expect((await post('/api/receive', form)).status).toBe(400);
  });
});

/** Sends raw bytes and reads the whole answer (a truncated body ends with our half-close). */
const raw = (bytes: string | Buffer) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(base);
    import('node:net').then(({ connect }) => {
      // Written, not ended: a client that half-closes gets no answer from Node's HTTP server.
      const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  });

const truncatedForm = (path: string, extra = '') => {
  const body = '--b\r\nContent-Disposition: form-data; name="poster"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
  return `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n${extra}Connection: close\r\n\r\n${body}`;
};

describe('multipart bounds and broken bodies', () => {
  it('answers a body cut off inside a file part with 400 (no uncaught stream error) and leaves no files', async () => {
    const answer = await raw(truncatedForm('/api/echo'));
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: { status: 400, code: 'INVALID_REQUEST', message: expect.any(String) } });
    expect((await fetch(`${base}/graphql?query=%7Bping%7D`, { headers: { 'apollo-require-preflight': '1' } })).status).toBe(200);
    expect(leftOver()).toEqual([]);
  });

  it('stops writing at the byte cap of the whole request, files together', async () => {
    const form = new FormData();
    for (let i = 0; i < 8; i++) form.append(`f${i}`, file(Buffer.alloc(4000, 1), `${i}.bin`));
    const { body } = await post('/api/bounded', form);
    expect(body.status).toBe(413);
    expect(body.written).toBeLessThanOrEqual(CAP);
    expect(leftOver()).toEqual([]);
  });

  it('removes every file once the request is answered', async () => {
    const form = new FormData();
    form.append('title', 'T');
    form.append('poster', file('P', 'poster.jpg'));
    expect((await post('/api/receive', form)).status).toBe(201);
    const over = new FormData();
    over.append('poster', file(Buffer.alloc(MAX_FILE + 1), 'over.jpg'));
    expect((await post('/api/receive', over)).status).toBe(413);
    expect(leftOver()).toEqual([]);
  });

  it('answers a form to a route without files with 415 before reading it', async () => {
    const form = new FormData();
    form.append('poster', file('P', 'poster.jpg'));
    expect(await post('/api/plain', form)).toMatchObject({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
    expect(leftOver()).toEqual([]);
  });

  it('answers a NUL in a file name with 400', async () => {
    const form = new FormData();
    form.append('poster', file('P', 'a\u0000b.png'));
    expect(await post('/api/echo', form)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  });
});

describe('multipart GraphQL requests', () => {
  const graphqlForm = (bytes: string | Buffer) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: RECEIVE, variables: { title: 'G', poster: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.poster'] }));
    form.append('0', file(bytes, 'g.jpg'));
    return form;
  };

  const signedIn = { 'apollo-require-preflight': 'true', 'x-signed-in': 'yes' };

  it('work with the preflight header', async () => {
    const { status, body } = await post('/graphql', graphqlForm('hello'), signedIn);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { receive: [{ field: 'poster', filename: 'g.jpg', text: 'G:hello', size: 5 }] } });
  });

  it("are refused unread without the preflight header (Apollo's CSRF prevention) or a sign-in", async () => {
    expect((await post('/graphql', graphqlForm('hello'), { 'x-signed-in': 'yes' })).status).toBe(400);
    const anonymous = await post('/graphql', graphqlForm('hello'), { 'apollo-require-preflight': 'true' });
    expect(anonymous).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED', status: 401 } }] } });
  });

  it('answer a NUL in a file name, a cut-off body and a map to nowhere without ending the process', async () => {
    const operations = JSON.stringify({ query: RECEIVE, variables: { title: 'G', poster: null } });
    const part = (name: string, value: string, filename?: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
    const request = (body: string) =>
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\napollo-require-preflight: 1\r\nx-signed-in: yes\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
    const nul = await raw(request(part('operations', operations) + part('map', '{"0":["variables.poster"]}') + part('0', 'xxxx', 'a\u0000b.png') + '--b--\r\n'));
    expect(nul).toMatch(/^HTTP\/1\.1 400/);
    expect(nul).toContain('"code":"INVALID_REQUEST"');
    const cut = await raw(request(part('operations', operations) + part('map', '{"0":["variables.poster"]}') + '--b\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\nxx'));
    expect(cut).toMatch(/^HTTP\/1\.1 400/);
    const nowhere = await raw(request(part('operations', operations) + part('map', '{"0":["variables.__proto__.x"]}') + part('0', 'x', 'a.png') + '--b--\r\n'));
    expect(nowhere).toMatch(/^HTTP\/1\.1 400/);
    const missing = await post('/graphql', (() => {
      const form = new FormData();
      form.append('operations', operations);
      form.append('map', JSON.stringify({ 0: ['variables.poster'] }));
      return form;
    })(), signedIn);
    expect(missing.body.errors[0]).toMatchObject({ extensions: { code: 'INVALID_REQUEST', status: 400 } });
    expect((await post('/graphql', JSON.stringify({ query: '{ ping }' }), { 'content-type': 'application/json' })).body).toEqual({ data: { ping: 'pong' } });
    expect(await leftOverOnceRemoved()).toEqual([]);
  });

  it('answer 413 with the field key for a file past the transport limit', async () => {
    const { body } = await post('/graphql', graphqlForm(Buffer.alloc(MAX_FILE + 10, 1)), signedIn);
    expect(body.errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, fields: { poster: 'Media.File.tooLarge' } });
  });
});
