import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { TEMPLATE_DATABASE, adminUrl, testDatabaseUrl } from './databases.js';

/**
 * Prepares one migrated template database per test run: a PGlite folder that each test file copies,
 * or a PostgreSQL database that each test file clones (when TEST_DATABASE_URL is set). Run by
 * jest's global setup in a child process (MikroORM is ESM-only; jest loads global setup as CJS);
 * prints the PGlite folder as its last line.
 */
async function prepareTemplate(): Promise<string> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    await db.close();
    return '';
  }
  const templateDir = mkdtempSync(path.join(tmpdir(), 'dergi-test-template-'));
  const db = await openDatabase({ dataDir: templateDir });
  await db.close();
  return templateDir;
}

console.log(await prepareTemplate());
