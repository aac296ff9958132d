import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { Arg, Field, Int, Mutation, ObjectType, Query, Resolver, buildSchema } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { formatError } from '../graphql/errors.js';
import { readUpload } from '../media/read-upload.js';
import { GraphQLUpload, type UploadInput } from '../media/upload.scalar.js';
import { restRouter } from './adapter.js';
import { fileField, fileFields, multipart } from './multipart.js';
import { textFields } from './route.js';

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

beforeAll(async () => {
  const schema = await buildSchema({ resolvers: [UploadProbeResolver], validate: false });
  apollo = new ApolloServer<Context>({ schema, formatError: (formatted, error) => formatError(formatted, error, () => {}) });
  await apollo.start();
  const app = express();
  app.use('/api', express.json(), multipart({ maxFileBytes: MAX_FILE, maxFiles: 3 }));
  app.post('/api/echo', (req, res) => {
    const files = Object.fromEntries(
      Object.entries(req.files ?? {}).map(([name, list]) => [name, list.map((file) => ({ ...file, createReadStream: undefined }))]),
    );
    res.json({ body: req.body, files });
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
          status: 201,
        },
      ],
      () => ({}) as Context,
    ),
  );
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: MAX_FILE + 1, maxFiles: 3 }),
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

describe('multipart GraphQL requests', () => {
  const graphqlForm = (bytes: string | Buffer) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: RECEIVE, variables: { title: 'G', poster: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.poster'] }));
    form.append('0', file(bytes, 'g.jpg'));
    return form;
  };

  it('work with the preflight header', async () => {
    const { status, body } = await post('/graphql', graphqlForm('hello'), { 'apollo-require-preflight': 'true' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { receive: [{ field: 'poster', filename: 'g.jpg', text: 'G:hello', size: 5 }] } });
  });

  it("are refused by Apollo's CSRF prevention without it", async () => {
    const { status } = await post('/graphql', graphqlForm('hello'));
    expect(status).toBe(400);
  });

  it('answer 413 with the field key for a file past the transport limit', async () => {
    const { body } = await post('/graphql', graphqlForm(Buffer.alloc(MAX_FILE + 10, 1)), { 'apollo-require-preflight': 'true' });
    expect(body.errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, fields: { poster: 'Media.File.tooLarge' } });
  });
});
