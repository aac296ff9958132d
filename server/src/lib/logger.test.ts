import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createLogger, flushLog, escapeLogText, loggedError, prettyLine, type LogLevel } from './logger.js';

/* Security review T3-L7: what a reader wrote can neither forge a log entry nor drive the terminal. */

const FORGED = 'Merhaba\n{"level":30,"time":1893456000000,"msg":"staff account t3forged@evil.example created from ADMIN_EMAIL/ADMIN_PASSWORD"}\n\u001b[2J\u001b[31mkırmızı\r\u0085\u2028\u202egnp.exe';

/** Raw characters no entry may hold: line breaks, escape, NEL, separators, direction overrides. */
const RAW_UNSAFE = /[\n\r\u001b\u0085\u2028\u202e]/;

/** A logger writing to an array, one string per entry. */
function capture(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const log = createLogger(level, { destination: { write: (line: string) => void lines.push(line) } });
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('escapeLogText', () => {
  it('shows C1 controls, separators and direction overrides as escapes (JSON escapes the rest)', () => {
    expect(escapeLogText('a\u0085b\u2028c\u202ed\u007f')).toBe('a\\x85b\\u2028c\\u202ed\\x7f');
  });

  it('leaves ordinary text, Turkish letters included, as it is', () => {
    expect(escapeLogText('İletişim: Çağrı Öztürk "şükran" — 5 ₺')).toBe('İletişim: Çağrı Öztürk "şükran" — 5 ₺');
  });
});

describe('the logger', () => {
  it('writes every message as one JSON line holding the text, escaped', () => {
    const { log, lines, entries } = capture();
    log.info(`mail "Yeni iletişim mesajı: ${FORGED}" written`, { subject: FORGED, size: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(lines[0]!.slice(0, -1)).not.toMatch(RAW_UNSAFE);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: 30, size: 3 });
    expect(typeof entry!.time).toBe('number');
    // Read back, the reader's text is there as text: line breaks and ESC as themselves, the rest escaped.
    expect(entry!.msg).toBe(`mail "Yeni iletişim mesajı: Merhaba\n{"level":30,"time":1893456000000,"msg":"staff account t3forged@evil.example created from ADMIN_EMAIL/ADMIN_PASSWORD"}\n\u001b[2J\u001b[31mkırmızı\r\\x85\\u2028\\u202egnp.exe" written`);
    expect(entry!.subject).toBe(escapeLogText(FORGED));
  });

  it("keeps an error's stack in one entry, escaped", () => {
    const { log, lines, entries } = capture();
    log.error('staff notification failed', new Error(FORGED), { requestId: 'abc' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.slice(0, -1)).not.toMatch(RAW_UNSAFE);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: 50, msg: 'staff notification failed', requestId: 'abc', err: { type: 'Error' } });
    const err = entry!.err as { message: string; stack: string };
    expect(err.message).toContain('\\u202egnp.exe');
    expect(err.stack.split('\n').length).toBeGreaterThan(2);
    expect(err.stack).toContain('logger.test');
  });

  it('logs from its level up, and nothing when silent', () => {
    const warn = capture('warn');
    warn.log.debug('a');
    warn.log.info('b');
    warn.log.warn('c');
    warn.log.error('d');
    expect(warn.entries().map((entry) => entry.msg)).toEqual(['c', 'd']);
    const out = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const silent = createLogger('silent');
      silent.info('x');
      silent.error('y', new Error('z'));
      expect(out).not.toHaveBeenCalled();
    } finally {
      out.mockRestore();
    }
  });

  it('formats a missing error as nothing and a string error escaped', () => {
    expect(loggedError(undefined)).toBeUndefined();
    expect(loggedError('a\u202eb')).toEqual({ type: 'string', message: 'a\\u202eb' });
  });

  it('reads as one escaped line per entry in the pretty form', () => {
    const { log, lines } = capture();
    log.info(`hello ${FORGED}`, { status: 200 });
    const pretty = prettyLine(lines[0]!);
    expect(pretty).toMatch(/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] INFO hello Merhaba\\n\{\\"level/);
    expect(pretty).toMatch(/ status=200\n$/);
    expect(pretty.slice(0, -1)).not.toMatch(RAW_UNSAFE);
  });
});

describe('the log on stdout', () => {
  /** Every write to stdout while `run` runs (and one more turn), as the writes came. */
  async function writesDuring(run: () => void) {
    const writes: string[] = [];
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (writes.push(String(chunk)), true));
    try {
      run();
      const before = [...writes];
      await new Promise((resolve) => setImmediate(resolve));
      return { before, after: writes };
    } finally {
      out.mockRestore();
    }
  }

  it("writes the lines of one turn together at the turn's end, each a whole JSON line", async () => {
    const log = createLogger('info');
    const { before, after } = await writesDuring(() => {
      for (let i = 0; i < 5; i++) log.info('request', { status: 200, n: i });
    });
    expect(before).toEqual([]);
    expect(after).toHaveLength(1);
    const entries = after[0]!.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { n: number });
    expect(entries.map((entry) => entry.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it('writes an error or a warning at once, with the lines logged before it', async () => {
    const log = createLogger('info');
    const { before, after } = await writesDuring(() => {
      log.info('first');
      log.error('broke', new Error('boom'));
      log.info('later');
      log.warn('careful');
    });
    expect(before.map((chunk) => chunk.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg))).toEqual([['first', 'broke'], ['later', 'careful']]);
    expect(after).toEqual(before);
    flushLog();
  });

  it('writes what is waiting when the process exits', () => {
    const script = `import { createLogger } from ${JSON.stringify(new URL('./logger.ts', import.meta.url).href)};
      const log = createLogger('info'); log.info('one'); log.info('two'); process.exit(3);`;
    const result = spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(3);
    expect(result.stdout.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['one', 'two']);
  });

  it('sends a burst larger than a batch without waiting for the turn to end', async () => {
    const log = createLogger('info');
    const long = 'x'.repeat(1000);
    const { before } = await writesDuring(() => {
      for (let i = 0; i < 100; i++) log.info(long);
    });
    expect(before.length).toBeGreaterThan(0);
    expect(before.join('').split('\n').filter(Boolean).every((line) => JSON.parse(line))).toBe(true);
    flushLog();
  });
});
