/**
 * Errors that say the database cannot be reached right now (stopped, restarting, the network or
 * the pool gave up), as opposed to a query that is wrong. Callers answer them with 503 and
 * `Retry-After`; the pool reconnects by itself when the database returns.
 */

/** Seconds a reader or client is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** Socket errors of the driver, and PostgreSQL's SQLSTATEs of class 08 (connection) and 57P (shutdown). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** The pg driver's and its pool's own messages (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 5; ) {
    chain.push(current);
    // graphql-js wraps a thrown value that is not an Error of its realm (NonErrorThrown) in `thrownValue`.
    const { cause, originalError, thrownValue } = current as { cause?: unknown; originalError?: unknown; thrownValue?: unknown };
    const next = cause ?? originalError ?? thrownValue;
    current = next === current ? undefined : next;
  }
  return chain;
}

/** Whether `error` (or what caused it) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (name === 'ConnectionException') return true;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}
