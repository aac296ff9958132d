import type { IncomingMessage } from 'node:http';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `express.json`'s `verify` hook: a body that is not valid UTF-8 is refused with 400 (the error
 * handler's envelope) instead of being decoded with U+FFFD in place of the broken bytes and stored
 * so. Bodies in another declared charset are left to body-parser.
 */
export function requireUtf8(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase().replace('-', '') !== 'utf8') return;
  try {
    strictUtf8.decode(body);
  } catch {
    throw Object.assign(new Error('The request body is not valid UTF-8.'), { status: 400, expose: true, type: 'entity.verify.failed' });
  }
}
