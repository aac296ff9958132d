import { request, type IncomingHttpHeaders } from 'node:http';

/** One request exactly as the sweep means it: the path is sent as written (no normalisation). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/** Largest answer body kept for the checks (the rest is read and dropped). */
const KEEP_BYTES = 4 * 1024 * 1024;

/**
 * Sends a request over a fresh connection from `localAddress` (a loopback address of its own, so
 * per-address limits do not hide the validation behind them) and reads the whole answer.
 */
export function send(port: number, raw: RawRequest, options: { localAddress?: string; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const headers: Record<string, string> = { ...raw.headers, connection: 'close' };
    if (raw.body !== undefined) headers['content-length'] = String(raw.body.length);
    let req;
    try {
      req = request({ host: '127.0.0.1', port, method: raw.method, path: raw.path, headers, localAddress: options.localAddress, agent: false });
    } catch (error) {
      return done({ error: `client refused to send: ${(error as Error).message}` });
    }
    req.setTimeout(options.timeoutMs ?? 10_000, () => {
      req.destroy(new Error('no answer within the timeout'));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < KEEP_BYTES) chunks.push(chunk);
        kept += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ error: `answer cut: ${error.message}` }));
    });
    req.on('error', (error) => done({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    if (raw.body !== undefined) req.end(raw.body);
    else req.end();
  });
}

/** The loopback source address of the n-th request of a run (127.64.0.1 … 127.127.255.254). */
export function loopbackAddress(n: number, runOffset = 0): string {
  const index = (n + runOffset) % (64 * 65_534);
  const host = (index % 65_534) + 1;
  return `127.${64 + Math.floor(index / 65_534)}.${host >> 8}.${host & 255}`;
}
