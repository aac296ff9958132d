/** The server's log: plain lines on stdout/stderr, silent in tests. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: 'info' | 'silent'): Logger {
  if (level === 'silent') return { info() {}, error() {} };
  return {
    info: (message) => console.log(`[${new Date().toISOString()}] ${message}`),
    error: (message, error) => console.error(`[${new Date().toISOString()}] ${message}`, error ?? ''),
  };
}
