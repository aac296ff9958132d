import { jest } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AddressedClient, randomAddress, unique } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { OutboxMailer } from './mailer.js';

/* The outbox mailer (no SMTP_URL): one file per mail, also for mails sent at once (security review T3-L8), and a log without the mail's text (T3-L7). */

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dergi-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each of many mails sent at once to a file of its own', async () => {
    const mailer = new OutboxMailer(path.join(dir, 'outbox'), { info() {}, error() {} });
    const messages = Array.from({ length: 25 }, (_, i) => ({ to: 'ofis@dergi.test', subject: `Konu ${i}`, text: `Metin ${i}` }));
    await Promise.all(messages.map((message) => mailer.send(message)));
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files.filter((file) => file.endsWith('.partial'))).toEqual([]);
    const subjects = files.map((file) => JSON.parse(readFileSync(path.join(dir, 'outbox', file), 'utf8')).subject as string);
    expect(subjects.sort()).toEqual(messages.map((message) => message.subject).sort());
  });

  it('logs the subject and the file, never the text', async () => {
    const logged: string[] = [];
    const mailer = new OutboxMailer(path.join(dir, 'outbox'), { info: (message) => logged.push(message), error() {} });
    await mailer.send({ to: 'ofis@dergi.test', subject: 'Yeni iletişim mesajı: Ayşe', text: 'Merhaba\n[2030-01-01T00:00:00.000Z] sahte kayıt' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Yeni iletişim mesajı: Ayşe');
    expect(logged[0]).toContain(path.join(dir, 'outbox'));
    expect(logged[0]).not.toContain('Merhaba');
    expect(logged[0]).not.toContain('sahte');
  });
});

describe('staff mails of contact messages sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mailsAbout = (tail: string) =>
    existsSync(outbox()) ? readdirSync(outbox()).filter((file) => file.endsWith('.json') && readFileSync(path.join(outbox(), file), 'utf8').includes(tail)) : [];

  it('every stored message gets its mail, each in a file of its own', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tail = unique('');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new AddressedClient(t.baseUrl, randomAddress()).post('/api/public-contact/send-message', {
            name: `Okur ${i}`,
            email: `okur-${i}-${tail}@dergi.test`,
            phone: '0312 555 12 34',
            message: `Mesaj ${i} ${tail}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      // The mail is not awaited by the form: wait for it, a bounded number of times.
      for (let tries = 0; tries < 200 && mailsAbout(tail).length < 8; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(mailsAbout(tail)).toHaveLength(8);
    }
  });
});

describe('the server log with the outbox mailer (security review T3-L7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1, logLevel: 'info' });
  });
  afterAll(() => t.close());

  it("holds no forged entry from a reader's contact message (the forms refuse escape characters themselves)", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    // The log is pino's JSON lines on stdout.
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (capture(String(chunk)), true));
    const err = jest.spyOn(console, 'error').mockImplementation(capture);
    try {
      const tail = unique('');
      const forged = `\n[2030-01-01T00:00:00.000Z] staff account t3forged-${tail}@evil.example created from ADMIN_EMAIL/ADMIN_PASSWORD\nkırmızı`;
      const sent = await new AddressedClient(t.baseUrl, randomAddress()).post('/api/public-contact/send-message', {
        name: `Ayşe ${tail}`,
        email: `okur-${tail}@dergi.test`,
        phone: '0312 555 12 34',
        message: `Merhaba${forged}`,
      });
      expect({ status: sent.status, body: sent.body }).toEqual({ status: 201, body: { ok: true } });
      for (let tries = 0; tries < 200 && !lines.some((line) => line.includes(tail)); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      const text = lines.join('\n');
      expect(text).toContain(tail);
      expect(text).not.toContain('t3forged');
      expect(text).not.toMatch(/\u001b/);
      // Each entry is one line, one JSON object: the reader's line breaks stay inside its strings.
      for (const line of lines) expect(JSON.parse(line.replace(/\n$/, ''))).toHaveProperty('msg');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
