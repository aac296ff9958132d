import 'reflect-metadata';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { TEMPLATE_DATABASE, adminUrl, testDatabaseUrl } from './databases.js';
import { TestClient } from './test-client.js';

export const ADMIN = { email: 'editor@dergi.test', password: 'Dogru-Sifre-1' };

export interface TestApp {
  app: App;
  baseUrl: string;
  config: Config;
  /** A new browser-like client (its own cookie jar). */
  client(): TestClient;
  /** A client that is signed in as the staff account and holds an access token. */
  staff(): Promise<TestClient>;
  close(): Promise<void>;
}

let counter = 0;

export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: by default a clone of the migrated template of global
 * setup; with `empty`, one nobody has used (a new PGlite folder or a new PostgreSQL database).
 */
export async function freshDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-test-'));
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    if (!empty) cpSync(process.env.DERGI_TEST_TEMPLATE_DIR!, dataDir, { recursive: true });
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `dergi_test_${process.pid}_${Date.now()}_${counter++}`;
  await onServer(serverUrl, `create database ${name}${empty ? '' : ` template ${TEMPLATE_DATABASE}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The configuration of a test server on a free port over `database`, signed in as ADMIN, quiet and seeded with nothing. */
export function testConfig(database: Pick<TestDatabase, 'dataDir' | 'databaseUrl'>, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      port: 0,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: false,
      logLevel: 'silent',
      clientDist: path.join(database.dataDir, 'no-client'),
      ...overrides,
    },
  );
}

/** Starts the real server on a free port against a fresh database. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(database, overrides);
  const app = await createApp(config);
  const port = await app.listen(0);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    config,
    client: () => new TestClient(baseUrl),
    async staff() {
      const client = new TestClient(baseUrl);
      await client.signIn(ADMIN.email, ADMIN.password);
      return client;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
