import { jest } from '@jest/globals';
import { createLogger, escapeLogText, formatLoggedError } from './logger.js';

/* Security review T3-L7: what a reader wrote can neither forge a log entry nor drive the terminal. */

const FORGED = 'Merhaba\n[2030-01-01T00:00:00.000Z] staff account t3forged@evil.example created from ADMIN_EMAIL/ADMIN_PASSWORD\n\u001b[2J\u001b[31mkırmızı\r\u0085\u2028\u202egnp.exe';

describe('escapeLogText', () => {
  it('shows line breaks, escape sequences, C1 controls, separators and direction overrides as escapes', () => {
    expect(escapeLogText(FORGED)).toBe(
      'Merhaba\\n[2030-01-01T00:00:00.000Z] staff account t3forged@evil.example created from ADMIN_EMAIL/ADMIN_PASSWORD\\n\\x1b[2J\\x1b[31mkırmızı\\r\\x85\\u2028\\u202egnp.exe',
    );
  });

  it('leaves ordinary text, Turkish letters included, as it is', () => {
    expect(escapeLogText('İletişim: Çağrı Öztürk "şükran" — 5 ₺')).toBe('İletişim: Çağrı Öztürk "şükran" — 5 ₺');
  });
});

describe('the logger', () => {
  const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.join(' '));

  it('writes every message as one line', () => {
    const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      createLogger('info').info(`mail "Yeni iletişim mesajı: ${FORGED}" written`);
      expect(lines(out)).toHaveLength(1);
      expect(lines(out)[0]).not.toMatch(/[\n\r\u001b\u0085\u2028\u202e]/);
      expect(lines(out)[0]).toMatch(/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] mail "Yeni iletişim mesajı: Merhaba\\n\[2030/);
    } finally {
      out.mockRestore();
    }
  });

  it("keeps an error's stack, but no line of it can pass for an entry of its own", () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      createLogger('info').error('staff notification failed', new Error(FORGED));
      const [text] = lines(err);
      const [first, ...rest] = text!.split('\n');
      expect(first).toMatch(/^\[[^\]]+\] staff notification failed Error: Merhaba$/);
      expect(rest.length).toBeGreaterThan(1);
      for (const line of rest) expect(line).toMatch(/^ {4}/);
      expect(text).not.toMatch(/[\r\u001b\u0085\u2028\u202e]/);
      expect(text).toContain('\\x1b[2J');
    } finally {
      err.mockRestore();
    }
  });

  it('formats a missing error as nothing and a string error escaped', () => {
    expect(formatLoggedError(undefined)).toBe('');
    expect(formatLoggedError('a\u001bb')).toBe('a\\x1bb');
  });
});
