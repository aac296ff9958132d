import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL and Redis of a fault test's own, on free loopback ports, that the test stops and
 * starts (never the shared ones on 5432 and 6379).
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether `command` runs from the PATH. */
function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Where PostgreSQL's server tools are: on the PATH, or Debian's and Ubuntu's /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string | undefined {
  if (onPath('initdb') && onPath('pg_ctl')) return '';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  return found === undefined ? undefined : found + '/';
}

/** Whether this machine can run a private PostgreSQL (its server tools) and a private Redis (redis-server). */
export const canRunPrivatePostgres = postgresBin() !== undefined;
export const canRunPrivateRedis = onPath('redis-server');

/** PostgreSQL refuses to run as root: there, its tools run as the `postgres` account. */
function asPostgres(tool: string, args: string[]) {
  const command = `${postgresBin()}${tool}`;
  const runAs = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'pipe' });
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dergi-fault-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start() {
      asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    stop() {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      if (running) cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dergi-fault-redis-'));
  const port = await freePort();
  let server: ChildProcess | undefined;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
      for (let attempt = 0; attempt < 100; attempt++) {
        if (await canConnect(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the private redis-server did not start');
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    destroy: async () => {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `describe` where the machine has what a fault test needs; elsewhere skipped, except under CI
 * (`CI=true`), whose machine `.ci/run` provisions: there a missing tool fails, so a fault test is
 * never counted as passed without having run.
 */
export function describeWhere(available: boolean, need: string): (name: string, body: () => void) => void {
  if (available) return describe;
  if (process.env.CI === 'true') {
    return (name, _body) =>
      describe(name, () => {
        it(`needs ${need}`, () => {
          throw new Error(`${need} is missing on this CI machine (.ci/run installs it)`);
        });
      });
  }
  return describe.skip;
}
