import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What is still read (and thrown away) after answering a request Node could not parse. */
const DRAIN_BYTES = 1024 * 1024;
/** A client that keeps the connection open after its answer is cut after this long. */
const LINGER_MS = 5_000;

const answered = new WeakSet<Socket>();

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: 'The request line or its headers are too long.',
};

/**
 * Answers a request Node's HTTP parser refused (an over-long URL or header, a malformed request, a
 * request that arrives too slowly) with the REST error envelope instead of Node's bare answer. The
 * answer is written, our side is closed, and what the client still sends is read and dropped (up to
 * a bound and a time): closing at once would reset a client still sending a long URL before it
 * could read the answer.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    const status = statusOf(error);
    const body = JSON.stringify({ error: { status, code: 'INVALID_REQUEST', message: MESSAGES[status] } });
    // The parser is done with this connection: from here on its bytes are only counted.
    socket.removeAllListeners('data');
    let drained = 0;
    socket.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BYTES) socket.destroy();
    });
    socket.on('end', () => socket.destroy());
    socket.setTimeout(LINGER_MS, () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.resume();
  });
}
