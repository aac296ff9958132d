import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express from 'express';
import type { Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import type { Logger } from '../lib/logger.js';
import type { PageCache } from './page-cache.js';
import { pageRenderer } from './page-renderer.js';

/** A client build whose render runs three operations (two at once, as a layout and a page loader do). */
function clientDistRunningThreeOperations(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dergi-render-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><html><body><!--app-html--></body></html>');
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render(request) {
      await Promise.all([request.execute({ query: '{ a }' }), request.execute({ query: '{ b }' })]);
      const last = await request.execute({ query: '{ c }' });
      return { status: 200, html: '<p>' + last.data.n + '</p>', shared: true };
    }\n`,
  );
  return dist;
}

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
        config: { clientDist: clientDistRunningThreeOperations() } as Config,
        log: { info: () => undefined } as unknown as Logger,
        apollo,
        readerContext,
        hasSession: async () => false,
        pages: { enabled: false } as PageCache,
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
