import { inspect } from 'node:util';
import { pino, type DestinationStream, type Logger as Pino } from 'pino';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

/** Fields of a structured entry: numbers, flags and short texts (escaped like the message). */
export type LogFields = Record<string, string | number | boolean | undefined>;

/** What the services are given to log with (AuthDeps.log…): a test passes `{ info() {}, error() {} }`. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** The server's log: one JSON object a line on stdout (pino), silent in tests. */
export interface AppLogger extends Logger {
  debug(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
}

/**
 * What JSON leaves as it is but a reader of the log must not get raw: DEL, the C1 controls (NEL
 * breaks lines in some viewers), line and paragraph separators and direction overrides (they
 * reorder what is read). JSON itself escapes the C0 controls, quotes and backslashes.
 */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * A text as it may stand in a JSON log entry: a reader's text inside it (a name, a subject) shows
 * its separators and direction overrides as `\x85`, `\u202e`… instead of acting on the log
 * (security review T3-L7); the rest is JSON's to escape.
 */
export function escapeLogText(text: string): string {
  return text.replace(UNSAFE_IN_JSON, escapeChar);
}

function escapeFields(fields: LogFields | undefined): LogFields | undefined {
  if (!fields) return undefined;
  const escaped: LogFields = {};
  for (const [name, value] of Object.entries(fields)) escaped[name] = typeof value === 'string' ? escapeLogText(value) : value;
  return escaped;
}

/** An error as an entry's `err` field: its type, message and stack, escaped; anything else inspected. */
export function loggedError(error: unknown): { type: string; message: string; stack?: string } | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  if (!(error instanceof Error)) {
    return { type: typeof error, message: escapeLogText(typeof error === 'string' ? error : inspect(error)) };
  }
  return { type: error.name, message: escapeLogText(error.message), stack: error.stack === undefined ? undefined : escapeLogText(error.stack) };
}

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * A readable line per entry (LOG_FORMAT=pretty, for a developer's terminal): time, level, message,
 * then the other fields as name=value. The text is still escaped: JSON's escapes are kept.
 */
export function prettyLine(line: string): string {
  const { time, level, msg, ...fields } = JSON.parse(line) as Record<string, unknown>;
  const rest = Object.entries(fields)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(' ');
  const stamp = new Date(Number(time)).toISOString();
  return `[${stamp}] ${(LEVEL_NAMES[Number(level)] ?? String(level)).toUpperCase()} ${JSON.stringify(msg ?? '').slice(1, -1)}${rest ? ` ${rest}` : ''}\n`;
}

/** Past this many bytes waiting, the lines go out at once. */
const BATCH_BYTES = 64 * 1024;

/**
 * The lines logged in one turn of the event loop, written to stdout together at its end: a write
 * to stdout (a pipe to the container's or the service manager's log) is a system call, and one per
 * request was a fifth of a kept page's CPU. An error or a warning goes out at once with the lines
 * before it (`flushLog`), and what waits when the process exits is written then.
 */
const stdoutBatch = {
  lines: [] as string[],
  bytes: 0,
  scheduled: false,
  exitHooked: false,
  add(line: string) {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= BATCH_BYTES) return this.flush();
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    if (!this.exitHooked) {
      this.exitHooked = true;
      process.once('exit', () => this.flush());
    }
  },
  flush() {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    // Looked up each time, so a test's spy on process.stdout.write reads what was logged.
    process.stdout.write(text);
  },
};

/** Writes the log lines still waiting for the end of this turn (an error's entry goes out at once). */
export const flushLog = () => stdoutBatch.flush();

/** stdout by default, in batches (stdoutBatch). */
function stdout(format: LogFormat): DestinationStream {
  return { write: (line: string) => stdoutBatch.add(format === 'pretty' ? prettyLine(line) : line) };
}

export interface LoggerOptions {
  format?: LogFormat;
  destination?: DestinationStream;
}

export function createLogger(level: LogLevel, { format = 'json', destination = stdout(format) }: LoggerOptions = {}): AppLogger {
  if (level === 'silent') return { debug() {}, info() {}, warn() {}, error() {} };
  const log: Pino = pino({ level, base: undefined, serializers: { err: (err: unknown) => err } }, destination);
  return {
    debug: (message, fields) => log.debug(escapeFields(fields) ?? {}, escapeLogText(message)),
    info: (message, fields) => log.info(escapeFields(fields) ?? {}, escapeLogText(message)),
    warn: (message, fields) => {
      log.warn(escapeFields(fields) ?? {}, escapeLogText(message));
      flushLog();
    },
    error: (message, error, fields) => {
      log.error({ ...escapeFields(fields), err: loggedError(error) }, escapeLogText(message));
      flushLog();
    },
  };
}
