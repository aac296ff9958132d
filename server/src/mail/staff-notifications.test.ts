import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import type { Mailer, MailMessage } from './mailer.js';
import { StaffNotifier } from './staff-notifications.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-staff-mail-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (values: Record<string, string> = {}) => ({ DATA_DIR: dataDir, APP_SECRET: 's'.repeat(40), ...values });

describe('STAFF_EMAIL', () => {
  it('defaults to ADMIN_EMAIL, and to none without it', () => {
    expect(loadConfig(env({ ADMIN_EMAIL: 'admin@dergi.test', ADMIN_PASSWORD: 'Dogru-Sifre-1' })).staffEmail).toBe('admin@dergi.test');
    expect(loadConfig(env()).staffEmail).toBeUndefined();
    expect(loadConfig(env(), { adminEmail: 'test@dergi.test' }).staffEmail).toBe('test@dergi.test');
  });

  it('takes its own address, trimmed; an override wins', () => {
    expect(loadConfig(env({ STAFF_EMAIL: ' ofis@dergi.test ', ADMIN_EMAIL: 'admin@dergi.test', ADMIN_PASSWORD: 'Dogru-Sifre-1' })).staffEmail).toBe('ofis@dergi.test');
    expect(loadConfig(env({ STAFF_EMAIL: 'ofis@dergi.test' }), { staffEmail: undefined }).staffEmail).toBeUndefined();
  });

  it.each(['ofis', 'a@b', `${'x'.repeat(150)}@dergi.test`])('refuses %j', (STAFF_EMAIL) => {
    expect(() => loadConfig(env({ STAFF_EMAIL }))).toThrow(ConfigError);
  });
});

class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  fail = false;
  async send(message: MailMessage) {
    if (this.fail) throw new Error('SMTP down');
    this.sent.push(message);
  }
}

const CONTACT = { id: 7, name: 'Ayşe <b>Okur</b>', email: 'ayse@ornek.test', phone: '0312', message: 'Merhaba\n<script>x</script>' };

describe('StaffNotifier', () => {
  it('sends nothing without a staff address', () => {
    const mailer = new FakeMailer();
    new StaffNotifier({ mailer, log: { info() {}, error() {} }, config: { publicUrl: 'https://dergi.test' } }).contactMessage(CONTACT);
    expect(mailer.sent).toEqual([]);
  });

  it('escapes what the reader wrote in the HTML part and links to the record', () => {
    const mailer = new FakeMailer();
    new StaffNotifier({ mailer, log: { info() {}, error() {} }, config: { staffEmail: 'ofis@dergi.test', publicUrl: 'https://dergi.test' } }).contactMessage(CONTACT);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.html).not.toContain('<script>');
    expect(mailer.sent[0]!.html).toContain('&lt;script&gt;');
    expect(mailer.sent[0]!.text).toContain('https://dergi.test/yonetim/iletisim/7');
  });

  it('logs a failed mail instead of throwing', async () => {
    const mailer = new FakeMailer();
    mailer.fail = true;
    const errors: string[] = [];
    const notifier = new StaffNotifier({ mailer, log: { info() {}, error: (message) => errors.push(message) }, config: { staffEmail: 'ofis@dergi.test', publicUrl: 'x' } });
    expect(() => notifier.subscriptionRequest({ id: 1, type: 'company', name: 'A', email: 'a@b.c', phone: '1', address: 'Ankara', companyName: 'Kurum' })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual(['staff notification "Yeni kurumsal abonelik talebi: Kurum" failed']);
  });
});
