import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './lib/logger.js';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  production: boolean;
  port: number;
  /** Where the embedded database, uploads, the generated secret and the mail outbox live. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Public address of the site (PUBLIC_URL, without a trailing slash): every absolute link — mail,
   * pages' canonical and hreflang links, sitemap, RSS, robots.txt — is built on it, never on a
   * request's Host header. Required in production; elsewhere http://localhost:PORT (with PORT=0,
   * completed with the bound port when the server listens).
   */
  publicUrl: string;
  /** Signs access tokens and CSRF tokens. */
  appSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Where a new contact message or subscription request is announced (STAFF_EMAIL; default ADMIN_EMAIL; none: no mail). */
  staffEmail?: string;
  seedDemo: boolean;
  /** Folder of the built client (CLIENT_DIST, default `client/dist`): static assets and the server-rendering bundle. */
  clientDist?: string;
  /** Express "trust proxy": false, or the number of proxies in front whose X-Forwarded-For is believed. */
  trustProxy: boolean | number;
  /** Schema introspection on /graphql: on outside production, off in production unless GRAPHQL_INTROSPECTION=true. */
  graphqlIntrospection: boolean;
  /**
   * Operations one client address may send to /graphql a minute (GRAPHQL_REQUESTS_PER_MINUTE,
   * default 600), a tenth of them heavy ones; 0 turns the limit off (a load test from one address).
   */
  graphqlRequestsPerMinute: number;
  /** LOG_LEVEL: debug, info (default), warn, error or silent (tests pass silent for a quiet log). */
  logLevel: LogLevel;
  /** LOG_FORMAT: json (default, one JSON object a line) or pretty (readable lines for a terminal). */
  logFormat: LogFormat;
  /** METRICS_TOKEN: /metrics answers only a request bearing it; none: /metrics is off (404). */
  metricsToken?: string;
  /** Upload limits of the media pipeline: bytes of an image, its pixels (width × height), bytes of a PDF. */
  mediaLimits: MediaLimits;
  /** The bank account readers pay subscriptions into (SUBSCRIPTION_IBAN, _ACCOUNT_HOLDER, _BANK). */
  subscriptionPayment: SubscriptionPayment;
  /**
   * Rendered public pages kept between readers: for PAGE_CACHE_SECONDS (default 10; 0 keeps none),
   * in Redis when REDIS_URL is set, else in memory within PAGE_CACHE_MB megabytes (default 32; 0
   * keeps none). Staff changes clear them at once.
   */
  pageCache: { ttlSeconds: number; maxMegabytes: number };
  /**
   * On SIGTERM or SIGINT, how long requests in flight may take to finish (SHUTDOWN_GRACE_SECONDS,
   * default 10) before their connections are cut; then the database and Redis are closed.
   */
  shutdownGraceSeconds: number;
  /**
   * How often scheduled items that are due get published (PUBLISH_INTERVAL_SECONDS, default 15; 0
   * runs no scheduler, for a test that drives it itself). Also once at start, so overdue ones go out at once.
   */
  publishIntervalSeconds: number;
  /**
   * Browser tests only (CLOCK_OFFSET_FILE; refused in production): a file holding milliseconds the
   * scheduled publishing's clock runs ahead of the real time (lib/clock.ts).
   */
  clockOffsetFile?: string;
  /** The S3-compatible bucket that holds the media (`S3_*`); none: the local disk under DATA_DIR/uploads. */
  s3?: S3Settings;
}

export interface S3Settings {
  /** S3_ENDPOINT: the store's address (MinIO and the like, addressed by path); none: AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  /** S3_REGION, default us-east-1 (what MinIO expects unless told otherwise). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * S3_PUBLIC_URL: where readers can fetch the bucket's objects directly (a CDN or the bucket's
   * public address). When set, `/media/…` images answer with a redirect there; PDFs are still
   * streamed through the app, which adds their sandbox header. None: everything is streamed.
   */
  publicUrl?: string;
}

export interface SubscriptionPayment {
  /** Electronic form: upper case, no spaces, checksum verified. */
  iban: string;
  accountHolder: string;
  bankName: string;
}

/**
 * Outside production only: a demo account of a valid format (a TR IBAN with a correct checksum),
 * so the subscription pages work on a fresh install. Production must set its real account.
 */
export const DEMO_SUBSCRIPTION_PAYMENT: SubscriptionPayment = {
  iban: 'TR330006100519786457841326',
  accountHolder: 'Dergi Yayıncılık A.Ş. (demo)',
  bankName: 'Demo Bankası',
};

export interface MediaLimits {
  imageBytes: number;
  imagePixels: number;
  pdfBytes: number;
}

const MIB = 1024 * 1024;
export const DEFAULT_MEDIA_LIMITS: MediaLimits = { imageBytes: 10 * MIB, imagePixels: 40_000_000, pdfBytes: 30 * MIB };

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const MIN_SECRET_LENGTH = 32;

/** `client/dist` of this checkout (the same two levels up from `src/` and from the built `dist/`). */
export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}".`);
}

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return raw;
}

/** A positive whole number (bytes, pixels), or the default when unset. */
function readPositiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

/** A whole number of zero or more, or the default when unset. */
function readWholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}".`);
  return value;
}

/** The S3_* variables the media bucket is read from (S3_ENDPOINT, S3_REGION and S3_PUBLIC_URL may be left out). */
export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** The media bucket: none when no S3_* is set; else the bucket and both keys are required. */
function readS3(env: Env): S3Settings | undefined {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined;
  if (!S3_VARIABLES.some(value)) return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !value(name));
  if (missing.length) {
    throw new ConfigError(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required when any S3_* setting is given: media go to that bucket.`);
  }
  const bucket = value('S3_BUCKET')!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a valid bucket name, got "${bucket}".`);
  return {
    endpoint: readUrl(env, 'S3_ENDPOINT', ['http:', 'https:']),
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    publicUrl: readUrl(env, 'S3_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
  };
}

/** Lengths of the IBANs of the countries a Turkish magazine is likely paid in (ISO 13616); others: 15-34. */
const IBAN_LENGTHS: Record<string, number> = { TR: 26, DE: 22, GB: 22, FR: 27, NL: 18 };

/** An IBAN in electronic form (spaces dropped, upper case) when its format and mod-97 checksum hold. */
export function normalizeIban(raw: string): string | undefined {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return undefined;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return undefined;
  if (iban.startsWith('TR') && !/^TR\d{24}$/.test(iban)) return undefined;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : undefined;
}

/** SUBSCRIPTION_IBAN, _ACCOUNT_HOLDER and _BANK: all required in production, demo values elsewhere. */
function readSubscriptionPayment(env: Env, production: boolean): SubscriptionPayment {
  const given = {
    iban: env.SUBSCRIPTION_IBAN?.trim() || undefined,
    accountHolder: env.SUBSCRIPTION_ACCOUNT_HOLDER?.trim() || undefined,
    bankName: env.SUBSCRIPTION_BANK?.trim() || undefined,
  };
  if (production) {
    const missing = [
      ['SUBSCRIPTION_IBAN', given.iban],
      ['SUBSCRIPTION_ACCOUNT_HOLDER', given.accountHolder],
      ['SUBSCRIPTION_BANK', given.bankName],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) {
      throw new ConfigError(
        `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required when NODE_ENV=production: readers transfer subscription payments to this account.`,
      );
    }
  }
  let iban = DEMO_SUBSCRIPTION_PAYMENT.iban;
  if (given.iban) {
    const normalized = normalizeIban(given.iban);
    if (!normalized) throw new ConfigError(`SUBSCRIPTION_IBAN is not a valid IBAN (format or checksum), got "${given.iban}".`);
    iban = normalized;
  }
  for (const [name, value] of [
    ['SUBSCRIPTION_ACCOUNT_HOLDER', given.accountHolder],
    ['SUBSCRIPTION_BANK', given.bankName],
  ] as const) {
    if (value && value.length > 150) throw new ConfigError(`${name} must be at most 150 characters.`);
  }
  return {
    iban,
    accountHolder: given.accountHolder ?? DEMO_SUBSCRIPTION_PAYMENT.accountHolder,
    bankName: given.bankName ?? DEMO_SUBSCRIPTION_PAYMENT.bankName,
  };
}

function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${env[name]}".`);
  return raw as T;
}

/** A guessable token would publish the site's traffic: at least 16 characters. */
function readMetricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long.');
  return token;
}

function readTrustProxy(env: Env): boolean | number {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return readBoolean(env, 'TRUST_PROXY', false);
}

/** The embedded default keeps a generated secret in DATA_DIR so restarts keep sessions valid. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function readClockOffsetFile(env: Env, production: boolean): string | undefined {
  const file = env.CLOCK_OFFSET_FILE?.trim();
  if (!file) return undefined;
  if (production) throw new ConfigError('CLOCK_OFFSET_FILE moves the server\'s clock for browser tests; it must not be set when NODE_ENV=production.');
  return path.resolve(file);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const dataDir = overrides.dataDir ?? path.resolve(env.DATA_DIR?.trim() || 'data');
  const port = overrides.port ?? readPort(env);

  let appSecret = overrides.appSecret ?? env.APP_SECRET?.trim();
  if (!appSecret) {
    if (production) {
      throw new ConfigError(
        'APP_SECRET is required when NODE_ENV=production: set it to a random string of at least ' +
          `${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`,
      );
    }
    appSecret = embeddedSecret(dataDir);
  } else if (appSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (adminEmail && (adminEmail.length > 150 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))) {
    throw new ConfigError(`ADMIN_EMAIL must be an email address of at most 150 characters, got "${adminEmail}".`);
  }
  // The 8-25 rule is the forms' rule; the start accepts a shorter one for local trials only.
  if (adminPassword && production && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long when NODE_ENV=production.');
  }

  const staffEmail = env.STAFF_EMAIL?.trim() || undefined;
  if (staffEmail && (staffEmail.length > 150 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(staffEmail))) {
    throw new ConfigError(`STAFF_EMAIL must be an email address of at most 150 characters, got "${staffEmail}".`);
  }

  const explicitPublicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  if (!explicitPublicUrl && production && !overrides.publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production: set it to the address readers use, for example ' +
        'https://dergi.example (links in mail, pages, the sitemap and RSS are built on it, never on the request\'s host).',
    );
  }
  const config: Config = {
    production,
    port,
    dataDir,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'Dergi <no-reply@localhost>',
    publicUrl: explicitPublicUrl ?? `http://localhost:${port}`,
    appSecret,
    adminEmail,
    adminPassword,
    seedDemo: readBoolean(env, 'SEED_DEMO', true),
    clientDist: env.CLIENT_DIST?.trim() ? path.resolve(env.CLIENT_DIST.trim()) : DEFAULT_CLIENT_DIST,
    trustProxy: readTrustProxy(env),
    graphqlIntrospection: readBoolean(env, 'GRAPHQL_INTROSPECTION', !production),
    graphqlRequestsPerMinute: readWholeNumber(env, 'GRAPHQL_REQUESTS_PER_MINUTE', 600),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: readChoice(env, 'LOG_FORMAT', ['json', 'pretty'] as const, 'json'),
    metricsToken: readMetricsToken(env),
    mediaLimits: {
      imageBytes: readPositiveInt(env, 'MAX_IMAGE_BYTES', DEFAULT_MEDIA_LIMITS.imageBytes),
      imagePixels: readPositiveInt(env, 'MAX_IMAGE_PIXELS', DEFAULT_MEDIA_LIMITS.imagePixels),
      pdfBytes: readPositiveInt(env, 'MAX_PDF_BYTES', DEFAULT_MEDIA_LIMITS.pdfBytes),
    },
    pageCache: {
      ttlSeconds: readWholeNumber(env, 'PAGE_CACHE_SECONDS', 10),
      maxMegabytes: readWholeNumber(env, 'PAGE_CACHE_MB', 32),
    },
    subscriptionPayment: readSubscriptionPayment(env, production),
    shutdownGraceSeconds: readWholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 10),
    publishIntervalSeconds: readWholeNumber(env, 'PUBLISH_INTERVAL_SECONDS', 15),
    clockOffsetFile: readClockOffsetFile(env, production),
    s3: readS3(env),
    ...overrides,
  };
  // The staff address defaults to the admin account's (also when a test gives that one directly).
  if (!('staffEmail' in overrides)) config.staffEmail = staffEmail ?? config.adminEmail;
  return config;
}
