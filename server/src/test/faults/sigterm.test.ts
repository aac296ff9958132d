import { jest } from '@jest/globals';
import { rmSync } from 'node:fs';
import http, { type Agent } from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';
import { freshDatabase, type TestDatabase } from '../test-app.js';
import { fakeClientDist } from './fake-client.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Issue 12 §5 (reliability review §3): SIGTERM is a graceful stop. The server runs in a process of
 * its own, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL; Redis with TEST_REDIS_URL).
 */
jest.setTimeout(180_000);

interface Answer {
  status: number;
  body: string;
  socket: Socket;
}

function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, socket: request.socket! }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The error code of a new connection to `port` ('connected' when it was taken). */
function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  const dist = fakeClientDist();

  beforeAll(async () => {
    database = await freshDatabase();
    server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL?.trim() || undefined,
      APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      CLIENT_DIST: dist,
      PAGE_CACHE_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: '3',
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers what is in flight, refuses new connections, closes idle ones, and exits 0 after closing the database', async () => {
    const { port } = server;
    // 20 keep-alive connections, open and idle, as a browser or a proxy keeps them.
    const busy = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const warm = await Promise.all(Array.from({ length: 20 }, (_, i) => get(port, `/warm-${i}`, busy)));
    expect(warm.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const idle = await get(port, '/idle', new http.Agent({ keepAlive: true }));
    const idleClosed = new Promise((resolve) => idle.socket.once('close', resolve));

    const slow = get(port, '/slow?wait=1500', false);
    const tooSlow = get(port, '/too-slow?wait=60000', false).then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await delay(300);
    // Sent on the open connections just before the signal: the server has not read them yet.
    const burst = Promise.all(Array.from({ length: 20 }, (_, i) => get(port, `/burst-${i}`, busy)));
    await delay(5);
    server.child.kill('SIGTERM');
    await delay(100);
    server.child.kill('SIGINT'); // a second signal changes nothing
    await delay(300);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');

    const answered = await burst;
    expect(answered.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answered[0]!.body).toMatch(/render \d+ of \/burst-0/);
    expect((await slow).status).toBe(200);
    await idleClosed;
    // Past SHUTDOWN_GRACE_SECONDS a request is cut, and the shutdown goes on.
    expect(await tooSlow).toMatch(/ECONNRESET|socket hang up/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(server.output()).toMatch(/SIGINT: already shutting down/);
    expect(server.output()).toMatch(/requests still running after 3 s were cut/);
    expect(server.output()).toMatch(/"msg":"stopped"\}\n/);
    busy.destroy();
  });
});
