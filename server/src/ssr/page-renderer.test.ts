import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import express from 'express';
import type { Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import type { Logger } from '../lib/logger.js';
import { fakeClientDist } from '../test/fake-client-dist.js';
import type { PageCache } from './page-cache.js';
import { pageRenderer } from './page-renderer.js';

/** A client build whose render runs three operations (two at once, as a layout and a page loader do). */
const RENDERER_RUNNING_THREE_OPERATIONS = `export async function render(request) {
  await Promise.all([request.execute({ query: '{ a }' }), request.execute({ query: '{ b }' })]);
  const last = await request.execute({ query: '{ c }' });
  return { status: 200, html: '<p>' + last.data.n + '</p>', shared: true };
}\n`;

describe('a server render', () => {
  const contexts: object[] = [];
  const received: unknown[] = [];
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Only the two members the renderer uses: a context factory that counts, and an executor that records its context.
    const readerContext = () => {
      const context = { render: contexts.length + 1 };
      contexts.push(context);
      return context as unknown as Context;
    };
    const apollo = {
      executeOperation: async (_operation: unknown, { contextValue }: { contextValue: unknown }) => {
        received.push(contextValue);
        return { body: { kind: 'single', singleResult: { data: { n: received.length } } } };
      },
    } as unknown as ApolloServer<Context>;
    const app = express();
    app.use(
      await pageRenderer({
        config: { clientDist: fakeClientDist(RENDERER_RUNNING_THREE_OPERATIONS) } as Config,
        log: { info: () => undefined } as unknown as Logger,
        apollo,
        readerContext,
        hasSession: async () => false,
        pages: { enabled: false, keyPagesBy: () => undefined } as unknown as PageCache,
      }),
    );
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('builds one reader context and runs all its operations in it', async () => {
    const first = await fetch(`${baseUrl}/haber/bir-haber`);
    expect(first.status).toBe(200);
    expect(contexts).toHaveLength(1);
    expect(received).toHaveLength(3);
    expect(received.every((context) => context === contexts[0])).toBe(true);

    await fetch(`${baseUrl}/`);
    expect(contexts).toHaveLength(2);
    expect(received.slice(3).every((context) => context === contexts[1])).toBe(true);
  });
});
