import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_CLIENT_DIST, DEMO_SUBSCRIPTION_PAYMENT, loadConfig, normalizeIban } from './config.js';

const SECRET = 'a-configured-secret-of-enough-length-0123456789';

/** A throw-away DATA_DIR per test, so the embedded secret file never lands in the repository. */
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The bank account production has to name (SUBSCRIPTION_*). */
const PAYMENT = { SUBSCRIPTION_IBAN: 'TR32 0010 0099 9990 1234 5678 90', SUBSCRIPTION_ACCOUNT_HOLDER: 'Dergi Yayıncılık A.Ş.', SUBSCRIPTION_BANK: 'Ankara Bankası' };

const env = (values: Record<string, string | undefined> = {}) => ({ DATA_DIR: dataDir, APP_SECRET: SECRET, ...values });

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the embedded defaults when almost nothing is set', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      dataDir: path.resolve(dataDir),
      appSecret: SECRET,
      seedDemo: true,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
    expect(config.clientDist).toBe(DEFAULT_CLIENT_DIST);
    expect(DEFAULT_CLIENT_DIST).toMatch(/[/\\]client[/\\]dist$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  describe('APP_SECRET', () => {
    it('is required in production, with a message that says what to set and how', () => {
      const error = configError(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
      expect(error.message).toMatch(/APP_SECRET/);
      expect(error.message).toMatch(/NODE_ENV=production/);
      expect(error.message).toMatch(/32/);
      // No secret file is generated as a silent fallback in production.
      expect(() => statSync(path.join(dataDir, 'secret.key'))).toThrow();
    });

    it('counts a blank value as missing', () => {
      expect(configError(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_SECRET: '   ' })).message).toMatch(/APP_SECRET/);
    });

    it('must be at least 32 characters, in production and out of it', () => {
      for (const NODE_ENV of ['production', 'development']) {
        const error = configError(() => loadConfig(env({ NODE_ENV, APP_SECRET: 'too-short' })));
        expect(error.message).toMatch(/APP_SECRET must be at least 32 characters/);
      }
      expect(loadConfig(env({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://dergi.example', ...PAYMENT })).appSecret).toBe('x'.repeat(32));
    });

    it('without it outside production, is generated once under DATA_DIR and reused', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = path.join(dataDir, 'secret.key');
      expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const second = loadConfig({ DATA_DIR: dataDir });
      expect(second.appSecret).toBe(first.appSecret);

      const elsewhere = mkdtempSync(path.join(tmpdir(), 'dergi-config-'));
      try {
        expect(loadConfig({ DATA_DIR: elsewhere }).appSecret).not.toBe(first.appSecret);
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
    });

    it('creates DATA_DIR when it does not exist yet', () => {
      const nested = path.join(dataDir, 'a', 'b');
      const config = loadConfig({ DATA_DIR: nested });
      expect(readFileSync(path.join(nested, 'secret.key'), 'utf8').trim()).toBe(config.appSecret);
    });
  });

  describe('PORT', () => {
    it.each([
      [undefined, 3000],
      ['', 3000],
      ['0', 0],
      ['8080', 8080],
      [' 4000 ', 4000],
      ['65535', 65535],
    ])('accepts %j as %d', (PORT, port) => {
      expect(loadConfig(env({ PORT })).port).toBe(port);
    });

    it.each(['abc', '-1', '65536', '3.5', '80abc', '1e3x'])('refuses %j with a message naming PORT', (PORT) => {
      expect(configError(() => loadConfig(env({ PORT }))).message).toMatch(/^PORT must be a whole number between 0 and 65535/);
    });

    it('puts the port into the default public URL', () => {
      expect(loadConfig(env({ PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
      expect(loadConfig(env({ PORT: '8080', PUBLIC_URL: 'https://dergi.example/' })).publicUrl).toBe('https://dergi.example');
    });
  });

  describe('PUBLIC_URL', () => {
    it('is required in production, with a message that says what to set and why', () => {
      const error = configError(() => loadConfig(env({ NODE_ENV: 'production' })));
      expect(error.message).toMatch(/^PUBLIC_URL is required when NODE_ENV=production/);
      expect(error.message).toMatch(/https:\/\/dergi\.example/);
      expect(configError(() => loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: '  ' }))).message).toMatch(/^PUBLIC_URL is required/);
    });

    it('is taken in production without its trailing slashes', () => {
      const config = loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://dergi.example//', ...PAYMENT }));
      expect(config.publicUrl).toBe('https://dergi.example');
    });

    it.each(['dergi.example', 'ftp://dergi.example', 'https://'])('refuses %j', (PUBLIC_URL) => {
      expect(configError(() => loadConfig(env({ PUBLIC_URL }))).message).toMatch(/^PUBLIC_URL /);
    });
  });

  describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('are read together', () => {
      const config = loadConfig(env({ ADMIN_EMAIL: ' admin@dergi.test ', ADMIN_PASSWORD: 'Dogru-Sifre-1' }));
      expect(config.adminEmail).toBe('admin@dergi.test');
      expect(config.adminPassword).toBe('Dogru-Sifre-1');
    });

    it('refuse ADMIN_EMAIL without ADMIN_PASSWORD, and the other way round', () => {
      expect(configError(() => loadConfig(env({ ADMIN_EMAIL: 'admin@dergi.test' }))).message).toBe(
        'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
      );
      expect(configError(() => loadConfig(env({ ADMIN_PASSWORD: 'Dogru-Sifre-1' }))).message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(configError(() => loadConfig(env({ ADMIN_EMAIL: '  ', ADMIN_PASSWORD: 'Dogru-Sifre-1' }))).message).toMatch(/together/);
    });

    it('refuse a password under 8 characters in production, and accept it for a local trial', () => {
      const production = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(48), ADMIN_EMAIL: 'admin@dergi.test', ADMIN_PASSWORD: 'short' };
      expect(configError(() => loadConfig(env(production))).message).toMatch(/ADMIN_PASSWORD must be at least 8 characters/);
      expect(loadConfig(env({ ADMIN_EMAIL: 'admin@dergi.test', ADMIN_PASSWORD: 'short' })).adminPassword).toBe('short');
      expect(loadConfig(env({ ADMIN_EMAIL: 'admin@dergi.test', ADMIN_PASSWORD: 'x'.repeat(40) })).adminPassword).toBe('x'.repeat(40));
    });

    it.each(['not-an-email', 'a@b', `${'x'.repeat(150)}@dergi.test`])('refuse an ADMIN_EMAIL that is no address (%j)', (ADMIN_EMAIL) => {
      expect(configError(() => loadConfig(env({ ADMIN_EMAIL, ADMIN_PASSWORD: 'Dogru-Sifre-1' }))).message).toMatch(/ADMIN_EMAIL must be an email/);
    });
  });

  describe('SEED_DEMO', () => {
    it.each([
      [undefined, true],
      ['', true],
      ['true', true],
      ['TRUE', true],
      ['1', true],
      ['yes', true],
      ['on', true],
      ['false', false],
      ['False', false],
      ['0', false],
      ['no', false],
      [' off ', false],
    ])('reads %j as %s', (SEED_DEMO, seedDemo) => {
      expect(loadConfig(env({ SEED_DEMO })).seedDemo).toBe(seedDemo);
    });

    it.each(['maybe', '2', 'nein'])('refuses %j', (SEED_DEMO) => {
      expect(configError(() => loadConfig(env({ SEED_DEMO }))).message).toBe(`SEED_DEMO must be true or false, got "${SEED_DEMO}".`);
    });
  });

  describe('GRAPHQL_INTROSPECTION', () => {
    it('is on outside production and off in production unless set', () => {
      expect(loadConfig(env()).graphqlIntrospection).toBe(true);
      expect(loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://dergi.example', ...PAYMENT })).graphqlIntrospection).toBe(false);
      expect(loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://dergi.example', GRAPHQL_INTROSPECTION: 'true', ...PAYMENT })).graphqlIntrospection).toBe(true);
      expect(loadConfig(env({ GRAPHQL_INTROSPECTION: 'false' })).graphqlIntrospection).toBe(false);
    });
  });

  describe('SUBSCRIPTION_IBAN, SUBSCRIPTION_ACCOUNT_HOLDER, SUBSCRIPTION_BANK', () => {
    it('default to a demo account of a valid format outside production', () => {
      const { subscriptionPayment } = loadConfig(env());
      expect(subscriptionPayment).toEqual(DEMO_SUBSCRIPTION_PAYMENT);
      expect(normalizeIban(subscriptionPayment.iban)).toBe(subscriptionPayment.iban);
      expect(subscriptionPayment.iban).toMatch(/^TR\d{24}$/);
    });

    it('are read, the IBAN in its electronic form (spaces dropped, upper case)', () => {
      expect(loadConfig(env({ ...PAYMENT, SUBSCRIPTION_IBAN: ' tr32 0010 0099 9990 1234 5678 90 ' })).subscriptionPayment).toEqual({
        iban: 'TR320010009999901234567890',
        accountHolder: 'Dergi Yayıncılık A.Ş.',
        bankName: 'Ankara Bankası',
      });
    });

    it('are all required in production, naming the missing ones', () => {
      const production = env({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(48), PUBLIC_URL: 'https://dergi.example' });
      expect(configError(() => loadConfig(production)).message).toMatch(/^SUBSCRIPTION_IBAN, SUBSCRIPTION_ACCOUNT_HOLDER, SUBSCRIPTION_BANK are required when NODE_ENV=production/);
      expect(configError(() => loadConfig({ ...production, ...PAYMENT, SUBSCRIPTION_BANK: ' ' })).message).toMatch(/^SUBSCRIPTION_BANK is required/);
      expect(loadConfig({ ...production, ...PAYMENT }).subscriptionPayment.iban).toBe('TR320010009999901234567890');
    });

    it.each([
      ['a wrong checksum', 'TR320010009999901234567891'],
      ['a TR IBAN of the wrong length', 'TR32001000999990123456789'],
      ['letters in a TR account number', 'TR32001000999990123456789A'],
      ['no country code', '320010009999901234567890'],
      ['text', 'not an iban'],
    ])('refuse an IBAN with %s', (_label, SUBSCRIPTION_IBAN) => {
      expect(configError(() => loadConfig(env({ SUBSCRIPTION_IBAN }))).message).toMatch(/^SUBSCRIPTION_IBAN is not a valid IBAN/);
    });

    it('accept a valid IBAN of another country', () => {
      expect(loadConfig(env({ SUBSCRIPTION_IBAN: 'DE89 3704 0044 0532 0130 00' })).subscriptionPayment.iban).toBe('DE89370400440532013000');
    });
  });

  describe('service URLs', () => {
    it('accepts PostgreSQL, Redis and SMTP URLs', () => {
      const config = loadConfig(
        env({ DATABASE_URL: 'postgresql://u:p@db:5432/dergi', REDIS_URL: 'redis://cache:6379', SMTP_URL: 'smtps://u:p@mail:465' }),
      );
      expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/dergi');
      expect(config.redisUrl).toBe('redis://cache:6379');
      expect(config.smtpUrl).toBe('smtps://u:p@mail:465');
      expect(loadConfig(env({ DATABASE_URL: 'postgres://db/dergi' })).databaseUrl).toBe('postgres://db/dergi');
    });

    it('refuses a malformed URL or the wrong kind of URL', () => {
      expect(configError(() => loadConfig(env({ DATABASE_URL: 'not a url' }))).message).toBe('DATABASE_URL is not a valid URL.');
      expect(configError(() => loadConfig(env({ DATABASE_URL: 'mysql://db/dergi' }))).message).toMatch(/^DATABASE_URL must start with postgres:\/\//);
      expect(configError(() => loadConfig(env({ REDIS_URL: 'http://cache' }))).message).toMatch(/^REDIS_URL must start with redis:\/\//);
      expect(configError(() => loadConfig(env({ PUBLIC_URL: 'ftp://x' }))).message).toMatch(/^PUBLIC_URL/);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['1', 1],
      ['2', 2],
      ['true', true],
      ['false', false],
    ])('reads %j as %s', (TRUST_PROXY, trustProxy) => {
      expect(loadConfig(env({ TRUST_PROXY })).trustProxy).toBe(trustProxy);
    });
  });

  describe('media limits', () => {
    it('default to 10 MiB images of at most 40 megapixels and 30 MiB PDFs', () => {
      expect(loadConfig(env()).mediaLimits).toEqual({ imageBytes: 10 * 1024 * 1024, imagePixels: 40_000_000, pdfBytes: 30 * 1024 * 1024 });
    });

    it('are read from MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS and MAX_PDF_BYTES', () => {
      const config = loadConfig(env({ MAX_IMAGE_BYTES: '2048', MAX_IMAGE_PIXELS: ' 1000000 ', MAX_PDF_BYTES: '4096' }));
      expect(config.mediaLimits).toEqual({ imageBytes: 2048, imagePixels: 1_000_000, pdfBytes: 4096 });
    });

    it.each(['0', '-5', '1.5', '10MB', '99999999999999999999'])('refuse %j', (value) => {
      for (const name of ['MAX_IMAGE_BYTES', 'MAX_IMAGE_PIXELS', 'MAX_PDF_BYTES']) {
        expect(configError(() => loadConfig(env({ [name]: value }))).message).toBe(`${name} must be a positive whole number, got "${value}".`);
      }
    });
  });

  describe('page cache', () => {
    it('keeps pages 10 seconds within 64 MB by default', () => {
      expect(loadConfig(env()).pageCache).toEqual({ ttlSeconds: 10, maxMegabytes: 32 });
    });

    it('is read from PAGE_CACHE_SECONDS and PAGE_CACHE_MB, 0 turning it off', () => {
      expect(loadConfig(env({ PAGE_CACHE_SECONDS: '0', PAGE_CACHE_MB: ' 16 ' })).pageCache).toEqual({ ttlSeconds: 0, maxMegabytes: 16 });
    });

    it.each(['-1', '2.5', 'ten'])('refuses %j', (value) => {
      expect(configError(() => loadConfig(env({ PAGE_CACHE_SECONDS: value }))).message).toBe(`PAGE_CACHE_SECONDS must be a whole number of 0 or more, got "${value}".`);
    });
  });

  describe('shutdown grace', () => {
    it('lets requests in flight finish for 10 seconds by default', () => {
      expect(loadConfig(env()).shutdownGraceSeconds).toBe(10);
    });

    it('is read from SHUTDOWN_GRACE_SECONDS, 0 cutting them at once', () => {
      expect(loadConfig(env({ SHUTDOWN_GRACE_SECONDS: ' 30 ' })).shutdownGraceSeconds).toBe(30);
      expect(loadConfig(env({ SHUTDOWN_GRACE_SECONDS: '0' })).shutdownGraceSeconds).toBe(0);
    });

    it.each(['-1', '2.5', '10s'])('refuses %j', (value) => {
      expect(configError(() => loadConfig(env({ SHUTDOWN_GRACE_SECONDS: value }))).message).toBe(
        `SHUTDOWN_GRACE_SECONDS must be a whole number of 0 or more, got "${value}".`,
      );
    });
  });

  describe('S3_* (the media bucket)', () => {
    const S3 = { S3_BUCKET: 'dergi-media', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret-key' };

    it('keeps the media on the local disk when none is set', () => {
      expect(loadConfig(env()).s3).toBeUndefined();
      expect(loadConfig(env({ S3_BUCKET: ' ', S3_REGION: '' })).s3).toBeUndefined();
    });

    it('reads the bucket, its keys, the endpoint and the public address, with us-east-1 as the default region', () => {
      expect(loadConfig(env(S3)).s3).toEqual({ bucket: 'dergi-media', accessKeyId: 'key-id', secretAccessKey: 'secret-key', region: 'us-east-1' });
      const minio = { ...S3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1', S3_PUBLIC_URL: 'https://cdn.dergi.example/media/' };
      expect(loadConfig(env(minio)).s3).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-central-1', publicUrl: 'https://cdn.dergi.example/media' });
    });

    it('requires the bucket and both keys once any S3_* is set, naming what is missing', () => {
      expect(configError(() => loadConfig(env({ S3_ENDPOINT: 'http://minio:9000' }))).message).toBe(
        'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required when any S3_* setting is given: media go to that bucket.',
      );
      expect(configError(() => loadConfig(env({ ...S3, S3_SECRET_ACCESS_KEY: undefined }))).message).toMatch(/^S3_SECRET_ACCESS_KEY is required/);
    });

    it('refuses a bucket name S3 would refuse, and addresses that are not http(s) URLs', () => {
      expect(configError(() => loadConfig(env({ ...S3, S3_BUCKET: 'Dergi_Media' }))).message).toBe('S3_BUCKET is not a valid bucket name, got "Dergi_Media".');
      expect(configError(() => loadConfig(env({ ...S3, S3_ENDPOINT: 'minio:9000' }))).message).toMatch(/^S3_ENDPOINT must start with http:\/\/ or https:\/\//);
      expect(configError(() => loadConfig(env({ ...S3, S3_PUBLIC_URL: 'not a url' }))).message).toBe('S3_PUBLIC_URL is not a valid URL.');
    });
  });

  it('lets overrides (used by tests) win over the environment', () => {
    const config = loadConfig(env({ PORT: '8080', SEED_DEMO: 'true' }), { port: 0, seedDemo: false, logLevel: 'silent' });
    expect(config).toMatchObject({ port: 0, seedDemo: false, logLevel: 'silent' });
  });
});
