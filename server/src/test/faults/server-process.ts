import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** How it ended: an exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the server as `npm run dev` does (`src/index.ts` through swc), in its own process, with
 * `env` on top of a clean environment, and waits until it listens.
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, PORT: '0', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = output.match(/listening on http:\/\/localhost:(\d+)/);
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`the server ended before listening (${code ?? signal}):\n${output}`)));
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}
