import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { createApp } from '../app.js';
import type { Config, S3Settings } from '../config.js';
import { S3Storage } from '../media/s3-storage.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { BackupError } from '../db/backup/backup-error.js';
import { createBackup } from '../db/backup/backup.js';
import { listSequences, listTables, quoteIdent } from '../db/backup/catalog.js';
import { listFiles, sha256File } from '../db/backup/media.js';
import { restoreBackup } from '../db/backup/restore.js';
import { ormOptions } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrationsList } from '../db/migrations/index.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { freshDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../test/test-app.js';
import { unique } from '../test/factories.js';

const quiet = { info: () => {}, warn: () => {} };
const scratch = mkdtempSync(path.join(tmpdir(), 'dergi-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Settings {
  dataDir: string;
  databaseUrl?: string;
}

/** Runs `use` on a connection to the settings' database: the running site's, or one opened for it. */
async function withDatabase<T>(settings: Settings, url: string | undefined, use: (client: pg.Client, url: string) => Promise<T>): Promise<T> {
  const embedded = url || settings.databaseUrl ? undefined : await startEmbeddedPostgres(settings.dataDir);
  const connectionString = url ?? settings.databaseUrl ?? embedded!.url;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client, connectionString);
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

/** Row count and a hash of every row (in key order) of every table, and each sequence's position. */
async function fingerprint(client: pg.Client): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await listTables(client)) {
    const order = table.orderBy.map(quoteIdent).join(', ');
    const { rows } = await client.query<{ rows: number; hash: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by ${order}), '')) as hash from ${quoteIdent(table.name)} t`,
    );
    result[table.name] = `${rows[0]!.rows} rows, ${rows[0]!.hash}`;
  }
  for (const sequence of await listSequences(client)) {
    const { rows } = await client.query(`select last_value, is_called from ${quoteIdent(sequence)}`);
    result[`sequence ${sequence}`] = `${rows[0].last_value} ${rows[0].is_called}`;
  }
  return result;
}

async function mediaHashes(dataDir: string): Promise<Record<string, string>> {
  const uploads = path.join(dataDir, 'uploads');
  const result: Record<string, string> = {};
  for (const key of await listFiles(uploads)) result[key] = await sha256File(path.join(uploads, key));
  return result;
}

/** Media keys named anywhere in the database's rows. */
async function referencedMedia(client: pg.Client): Promise<string[]> {
  const keys = new Set<string>();
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ row: string }>(`select row_to_json(t)::text as row from ${quoteIdent(table.name)} t`);
    for (const { row } of rows) for (const match of row.matchAll(/\/media\/([A-Za-z0-9][A-Za-z0-9_.\-/]*[A-Za-z0-9])/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

/** Starts the real app on a restored target and returns what a reader gets from it. */
async function openApp(target: TestDatabase, overrides: Partial<Config> = {}) {
  // No staff account is bootstrapped: the restored tables stay exactly as they were.
  const config = testConfig(target, { adminEmail: undefined, adminPassword: undefined, ...overrides });
  const app = await createApp(config);
  try {
    const base = `http://127.0.0.1:${await app.listen(0)}`;
    const columnists = (await (await fetch(`${base}/api/public-columnists/all-columnists`)).json()) as { imageUrl: string }[];
    const image = await fetch(`${base}${columnists[0]!.imageUrl}`);
    return { columnists: columnists.length, imageStatus: image.status };
  } finally {
    await app.close();
  }
}

describe('a backup of a seeded site with uploads, restored into an empty target', () => {
  let t: TestApp;
  let target: TestDatabase;
  const archive = path.join(scratch, 'seeded.tar.gz');

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    const staff = await t.staff();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } }).png().toBuffer();
    const created = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar') }, { image: { name: 'yazar.png', bytes: png, type: 'image/png' } });
    expect(created.status).toBe(201);
    target = await freshDatabase({ empty: true });
  });
  afterAll(async () => {
    await t.close();
    await target.drop();
  });

  it('holds every table and every media file, equal to the source, and the app runs on it', async () => {
    const manifest = await createBackup(t.config, archive, quiet);
    const source = await withDatabase(t.config, t.app.db.url, fingerprint);
    const sourceMedia = await mediaHashes(t.config.dataDir);
    expect(Object.keys(sourceMedia).length).toBeGreaterThan(10);
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.files.map((file) => file.path)).toEqual(Object.keys(sourceMedia).sort());
    expect(manifest.database.kind).toBe(t.config.databaseUrl ? 'postgresql' : 'embedded');

    await restoreBackup(target, archive, quiet);

    const restored = await withDatabase(target, undefined, fingerprint);
    expect(Object.keys(restored).length).toBeGreaterThan(15);
    expect(restored).toEqual(source);
    expect(await mediaHashes(target.dataDir)).toEqual(sourceMedia);
    const reader = await openApp(target);
    expect(reader.columnists).toBeGreaterThan(1);
    expect(reader.imageStatus).toBe(200);
  });

  it('refuses a target that is not empty, and changes nothing there', async () => {
    const before = await withDatabase(target, undefined, fingerprint);
    await expect(restoreBackup(target, archive, quiet)).rejects.toThrow(/uploads already holds media files/);
    // Without the media, the database itself is what refuses.
    const uploads = path.join(target.dataDir, 'uploads');
    renameSync(uploads, `${uploads}-aside`);
    try {
      await expect(restoreBackup(target, archive, quiet)).rejects.toThrow(/already holds an embedded database|DATABASE_URL is not empty/);
    } finally {
      renameSync(`${uploads}-aside`, uploads);
    }
    expect(await withDatabase(target, undefined, fingerprint)).toEqual(before);
  });

  it('refuses, with a clear message, a missing or unreadable archive and one of a newer version', async () => {
    const empty = { dataDir: path.join(scratch, 'never-used') };
    await expect(restoreBackup(empty, path.join(scratch, 'nope.tar.gz'), quiet)).rejects.toThrow(/Cannot read the archive .*no such file/);
    const garbage = path.join(scratch, 'garbage.tar.gz');
    writeFileSync(garbage, 'not an archive at all');
    await expect(restoreBackup(empty, garbage, quiet)).rejects.toThrow(BackupError);
    await expect(restoreBackup(empty, garbage, quiet)).rejects.toThrow(/Cannot read the archive|not a backup/);

    const { create, extract } = await import('tar');
    const unpacked = path.join(scratch, 'newer');
    mkdirSync(unpacked);
    await extract({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.database.migrations.push('Migration29991231000000_FromTheFuture');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = path.join(scratch, 'newer.tar.gz');
    await create({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json', 'database', 'media']);
    await expect(restoreBackup(empty, newer, quiet)).rejects.toThrow(/Version mismatch: .*FromTheFuture/);

    manifest.database.migrations.pop();
    manifest.database.tables[0].file = '../../../../etc/hostname';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const crafted = path.join(scratch, 'crafted.tar.gz');
    await create({ gzip: true, file: crafted, cwd: unpacked }, ['manifest.json', 'database', 'media']);
    await expect(restoreBackup(empty, crafted, quiet)).rejects.toThrow(/damaged: its manifest names files outside/);
  });
});

describe('a site whose media live in an S3 bucket (s3rver)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let target: TestDatabase;
  let targetBucket: S3Settings;
  const archive = path.join(scratch, 'bucket.tar.gz');

  /** sha256 of every stored file of a bucket (no pending marks). */
  async function bucketHashes(settings: S3Settings): Promise<Record<string, string>> {
    const bucket = new S3Storage(settings);
    try {
      const result: Record<string, string> = {};
      for (const key of await bucket.list()) {
        if (key.split('/').some((part) => part.startsWith('.'))) continue;
        result[key] = createHash('sha256').update((await bucket.read(key))!).digest('hex');
      }
      return result;
    } finally {
      bucket.close();
    }
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({ seedDemo: true, s3: await s3.bucket() });
    const staff = await t.staff();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#62a' } }).png().toBuffer();
    const created = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar') }, { image: { name: 'yazar.png', bytes: png, type: 'image/png' } });
    expect(created.status).toBe(201);
    target = await freshDatabase({ empty: true });
    targetBucket = await s3.bucket();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await target?.drop();
    await s3?.close();
  });

  it('backs up the media from the bucket and restores them into an empty one, where the app serves them', async () => {
    const sourceMedia = await bucketHashes(t.config.s3!);
    expect(Object.keys(sourceMedia).length).toBeGreaterThan(10);
    const manifest = await createBackup(t.config, archive, quiet);
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.files.map((file) => file.path)).toEqual(Object.keys(sourceMedia).sort());

    await restoreBackup({ ...target, s3: targetBucket }, archive, quiet);
    expect(await bucketHashes(targetBucket)).toEqual(sourceMedia);
    expect(await listFiles(path.join(target.dataDir, 'uploads'))).toEqual([]);
    const reader = await openApp(target, { s3: targetBucket });
    expect(reader.columnists).toBeGreaterThan(1);
    expect(reader.imageStatus).toBe(200);
  }, 180_000);

  it('refuses a bucket that already holds media, and leaves it as it was', async () => {
    const other = await freshDatabase({ empty: true });
    try {
      const before = await bucketHashes(targetBucket);
      await expect(restoreBackup({ ...other, s3: targetBucket }, archive, quiet)).rejects.toThrow(/the bucket .* already holds media files/);
      expect(await bucketHashes(targetBucket)).toEqual(before);
    } finally {
      await other.drop();
    }
  });
});

describe('an archive of an older schema version', () => {
  it('restores into this version: the rows load at their version, then the newer migrations run', async () => {
    const source = await freshDatabase({ empty: true });
    const target = await freshDatabase({ empty: true });
    try {
      const older = migrationsList.at(-2)!.name;
      await withDatabase(source, undefined, async (client, url) => {
        const orm = await MikroORM.init(ormOptions(url, !source.databaseUrl));
        try {
          await orm.migrator.up({ to: older });
        } finally {
          await orm.close(true);
        }
        await client.query(`insert into app_meta (key, value) values ('from-the-past', 'yes')`);
      });
      const archive = path.join(scratch, 'older.tar.gz');
      const manifest = await createBackup(source, archive, quiet);
      expect(manifest.database.migrations.at(-1)).toBe(older);

      await restoreBackup(target, archive, quiet);
      await withDatabase(target, undefined, async (client) => {
        const applied = (await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((row) => row.name);
        expect(applied).toEqual(migrationsList.map((migration) => migration.name));
        expect((await client.query(`select value from app_meta where key = 'from-the-past'`)).rows).toEqual([{ value: 'yes' }]);
      });
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

describe('a backup taken while the site writes', () => {
  let t: TestApp;
  let target: TestDatabase;

  beforeAll(async () => {
    t = await startTestApp();
    target = await freshDatabase({ empty: true });
  });
  afterAll(async () => {
    await t.close();
    await target.drop();
  });

  it('holds every write acknowledged before it began, and no row names a missing file', async () => {
    const staff = await t.staff();
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#a35' } }).png().toBuffer();
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      // A bounded number of writes, so the test ends even if the backup were to stall.
      for (let count = 0; writing && count < 200; count++) {
        const response = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar') }, { image: { name: 'y.png', bytes: png, type: 'image/png' } });
        expect(response.status).toBe(201);
        acknowledged.push(Number(response.body.id));
      }
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const archive = path.join(scratch, 'during-writes.tar.gz');
    await createBackup(t.config, archive, quiet);
    expect(acknowledged.length).toBeLessThan(200); // the writer was still running
    writing = false;
    await writer;

    await restoreBackup(target, archive, quiet);
    await withDatabase(target, undefined, async (client) => {
      const { rows } = await client.query<{ id: number }>('select id from columnists');
      const ids = new Set(rows.map((row) => row.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      const files = new Set(await listFiles(path.join(target.dataDir, 'uploads')));
      const referenced = await referencedMedia(client);
      expect(referenced.length).toBeGreaterThanOrEqual(before.length);
      expect(referenced.filter((key) => !files.has(key))).toEqual([]);
    });
  });
});

describe('the npm commands', () => {
  const run = promisify(execFile);
  const server = fileURLToPath(new URL('../..', import.meta.url));
  const command = (name: string, file: string, settings: Settings) =>
    run(process.execPath, ['--import', '@swc-node/register/esm-register', `src/cli/${name}.ts`, file], {
      cwd: server,
      env: { ...process.env, INIT_CWD: server, DATA_DIR: settings.dataDir, DATABASE_URL: settings.databaseUrl ?? '' },
    });

  it('back up a running site from another process and restore it', async () => {
    const t = await startTestApp();
    const target = await freshDatabase({ empty: true });
    try {
      const archive = path.join(scratch, 'from-another-process.tar.gz');
      const backup = await command('backup', archive, t.config);
      expect(backup.stdout).toMatch(/^Backup written to .*from-another-process\.tar\.gz: \d+ tables/);
      const source = await withDatabase(t.config, t.app.db.url, fingerprint);
      const restore = await command('restore', archive, target);
      expect(restore.stdout).toMatch(/^Restored /);
      expect(await withDatabase(target, undefined, fingerprint)).toEqual(source);
    } finally {
      await t.close();
      await target.drop();
    }
  });

  it('say what is missing when FILE is not given', async () => {
    for (const command of ['backup', 'restore']) {
      const failure = await run(process.execPath, ['--import', '@swc-node/register/esm-register', `src/cli/${command}.ts`], {
        cwd: server,
        env: { ...process.env, DATA_DIR: path.join(scratch, 'cli'), INIT_CWD: server },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining(`Missing FILE: name the archive to ${command === 'backup' ? 'write' : 'restore'}.`) });
    }
  });
});
