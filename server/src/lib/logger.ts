import { inspect } from 'node:util';

/** The server's log: plain lines on stdout/stderr, silent in tests. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and direction overrides: in a
 * log line they could start a forged entry, move the terminal's cursor or reorder what is read.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeChar = (char: string) => {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  const code = char.charCodeAt(0);
  return named[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
};

/**
 * A message as one log line: a reader's text inside it (a name, a subject) shows its line breaks
 * and escape sequences as `\n`, `\x1b`… instead of acting on the log (security review T3-L7).
 */
export function escapeLogText(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/**
 * An error's stack, escaped line by line, each line after the first indented: whatever its
 * message holds, no line of it can pass for an entry of its own.
 */
export function formatLoggedError(error: unknown): string {
  if (error === undefined || error === null || error === '') return '';
  const text = error instanceof Error ? inspect(error) : typeof error === 'string' ? error : inspect(error);
  return text
    .split(/\r\n|\n|\r/)
    .map((line, index) => (index === 0 ? escapeLogText(line) : `    ${escapeLogText(line)}`))
    .join('\n');
}

export function createLogger(level: 'info' | 'silent'): Logger {
  if (level === 'silent') return { info() {}, error() {} };
  const stamp = () => `[${new Date().toISOString()}]`;
  return {
    info: (message) => console.log(`${stamp()} ${escapeLogText(message)}`),
    error: (message, error) => {
      const detail = formatLoggedError(error);
      console.error(`${stamp()} ${escapeLogText(message)}${detail ? ` ${detail}` : ''}`);
    },
  };
}
