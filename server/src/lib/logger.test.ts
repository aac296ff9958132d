import { jest } from '@jest/globals';
import { createLogger, escapeLogText, loggedError, prettyLine, type LogLevel } from './logger.js';

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
