import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** Public address of the site, used in links sent by mail (default http://localhost:PORT). */
  publicUrl: string;
  /** PUBLIC_URL when it was set: pages use it for absolute links, else the request's own host. */
  explicitPublicUrl?: string;
  /** Signs access tokens and CSRF tokens. */
  appSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Folder of the built client (`client/dist`): static assets and the server-rendering bundle. */
  clientDist?: string;
  /** Express "trust proxy": false, or the number of proxies in front whose X-Forwarded-For is believed. */
  trustProxy: boolean | number;
  /** Schema introspection on /graphql: on outside production, off in production unless GRAPHQL_INTROSPECTION=true. */
  graphqlIntrospection: boolean;
  /** Passed by tests to get a quiet log. */
  logLevel: 'info' | 'silent';
  /** Upload limits of the media pipeline: bytes of an image, its pixels (width × height), bytes of a PDF. */
  mediaLimits: MediaLimits;
}

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

  const explicitPublicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, '');
  const config: Config = {
    production,
    port,
    dataDir,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'Dergi <no-reply@localhost>',
    publicUrl: explicitPublicUrl ?? `http://localhost:${port}`,
    explicitPublicUrl,
    appSecret,
    adminEmail,
    adminPassword,
    seedDemo: readBoolean(env, 'SEED_DEMO', true),
    clientDist: env.CLIENT_DIST?.trim() ? path.resolve(env.CLIENT_DIST.trim()) : undefined,
    trustProxy: readTrustProxy(env),
    graphqlIntrospection: readBoolean(env, 'GRAPHQL_INTROSPECTION', !production),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    mediaLimits: {
      imageBytes: readPositiveInt(env, 'MAX_IMAGE_BYTES', DEFAULT_MEDIA_LIMITS.imageBytes),
      imagePixels: readPositiveInt(env, 'MAX_IMAGE_PIXELS', DEFAULT_MEDIA_LIMITS.imagePixels),
      pdfBytes: readPositiveInt(env, 'MAX_PDF_BYTES', DEFAULT_MEDIA_LIMITS.pdfBytes),
    },
    ...overrides,
  };
  return config;
}
