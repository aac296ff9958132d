import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createApp, type App } from '../app.js';
import type { Config } from '../config.js';
import { mediaPathColumns } from '../db/media-references.js';
import { paragraph } from '../modules/common/rich-text.js';
import { expectError } from '../test/expect.js';
import { unique } from '../test/factories.js';
import { ADMIN, freshDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../test/test-app.js';
import { TestClient } from '../test/test-client.js';
import { currentOwner } from './upload-owner.js';
import { objectStreamBombPdf, onePagePdf } from '../test/pdf-fixtures.js';

/*
 * Media faults over HTTP, on the real server and database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what a crash leaves is swept at start (reliability §2), a full disk answers 507
 * (§6), and archive previews are checked in a worker and stored without active content (T3-M3, T3-L6).
 */

let jpeg: Buffer;
let pdf: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#246' } }).jpeg().toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = Buffer.from(await doc.save());
});

const archiveFields = () => ({
  title: unique('Sayı '),
  description: 'Kentin sesleri üzerine bir dosya.',
  content: JSON.stringify([paragraph('İçindekiler')]),
  masthead: JSON.stringify([paragraph('Genel yayın yönetmeni')]),
  price: '250',
  link: 'https://dergi.example/magaza/sayi-1',
  isFeatured: 'no',
});
const createArchive = (staff: TestClient, preview = pdf, poster = jpeg) =>
  staff.multipart('POST', '/api/archives', archiveFields(), {
    poster: { name: 'kapak.jpg', type: 'image/jpeg', bytes: poster },
    preview: { name: 'onizleme.pdf', type: 'application/pdf', bytes: preview },
  });
const archiveCount = async (staff: TestClient) => (await staff.get('/api/archives?pageSize=100')).body.totalItems as number;

/** Every file under a folder, relative to it, dotfiles included. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the start-up sweep of orphan media (reliability §2)', () => {
  let database: TestDatabase;
  let config: Config;
  let app: App | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    config = testConfig(database);
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  const start = async () => {
    app = await createApp(config);
    const baseUrl = `http://127.0.0.1:${await app.listen(0)}`;
    const staff = new TestClient(baseUrl);
    await staff.signIn(ADMIN.email, ADMIN.password);
    return { baseUrl, staff };
  };

  it('removes what a kill -9 left (pending and half-made folders, .tmp files, folders no record points to) and keeps every referenced file', async () => {
    const first = await start();
    const created = await createArchive(first.staff);
    expect(created.status).toBe(201);
    const { posterUrl, previewUrl } = created.body as { posterUrl: string; previewUrl: string };
    await app!.close();
    app = undefined;

    const uploads = path.join(config.dataDir, 'uploads');
    const onDisk = (url: string) => path.join(uploads, url.replace(/^\/media\//, ''));
    const referencedFiles = filesUnder(uploads);
    expect(referencedFiles.length).toBeGreaterThanOrEqual(6);
    expect(referencedFiles.every((file) => !path.basename(file).startsWith('.'))).toBe(true);

    // Owners: a process of this host that has ended, one still running (an instance beside us), and other hosts.
    const host = currentOwner().replace(/_\d+$/, '');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const dead = `${host}_${deadPid}`;
    const alive = `${host}_${process.ppid}`;
    const plant = (relative: string, content = 'x', age = 0) => {
      const file = path.join(uploads, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      if (age) utimesSync(file, new Date(Date.now() - age), new Date(Date.now() - age));
    };
    const HOUR = 60 * 60 * 1000;
    // A news poster written while its record's transaction was in flight: complete, and half-written.
    plant(`news/aaaaaaaaaaaaaaaaaaa1-png/.pending-${dead}`);
    plant('news/aaaaaaaaaaaaaaaaaaa1-png/original.png');
    plant('news/aaaaaaaaaaaaaaaaaaa1-png/large.webp');
    plant(`news/aaaaaaaaaaaaaaaaaaa2-png/.pending-${dead}`);
    plant('news/aaaaaaaaaaaaaaaaaaa2-png/original.png');
    plant('news/aaaaaaaaaaaaaaaaaaa2-png/.small.webp.0a1b2c3d4e5f.tmp');
    // A folder caught while it was being made, and one left before pending marks existed.
    plant(`news/.creating-${dead}.0a1b2c3d4e5f/.pending-${dead}`);
    plant('columnists/aaaaaaaaaaaaaaaaaaa3-jpg/large.webp');
    // The archive's poster folder, its record committed but the crash came before the mark was dropped.
    plant(path.join(path.dirname(posterUrl.replace(/^\/media\//, '')), `.pending-${dead}`));
    plant(path.join(path.dirname(posterUrl.replace(/^\/media\//, '')), '.thumb.webp.0a1b2c3d4e5f.tmp'));
    // Uploads in flight elsewhere: another instance on this host, another host (recent), and another host an hour ago.
    plant(`news/bbbbbbbbbbbbbbbbbbb1-png/.pending-${alive}`);
    plant('news/bbbbbbbbbbbbbbbbbbb1-png/original.png');
    plant('news/bbbbbbbbbbbbbbbbbbb2-png/.pending-other-host_1');
    plant(`adverts/bbbbbbbbbbbbbbbbbbb3-png/.pending-other-host_1`, '', 2 * HOUR);
    plant('adverts/bbbbbbbbbbbbbbbbbbb3-png/original.png');
    // Not an upload folder: left alone.
    plant('site/logo.png');

    const second = await start();
    expect(filesUnder(uploads)).toEqual(
      [
        ...referencedFiles,
        `news/bbbbbbbbbbbbbbbbbbb1-png/.pending-${alive}`,
        'news/bbbbbbbbbbbbbbbbbbb1-png/original.png',
        'news/bbbbbbbbbbbbbbbbbbb2-png/.pending-other-host_1',
        'site/logo.png',
      ].sort(),
    );
    expect(readdirSync(path.join(uploads, 'news')).sort()).toEqual(['bbbbbbbbbbbbbbbbbbb1-png', 'bbbbbbbbbbbbbbbbbbb2-png']);
    for (const url of [posterUrl, previewUrl]) {
      expect(existsSync(onDisk(url))).toBe(true);
      expect((await fetch(second.baseUrl + url)).status).toBe(200);
    }
    expect((await second.staff.get('/api/archives?pageSize=100')).body.items.map((item: { posterUrl: string }) => item.posterUrl)).toContain(posterUrl);
  });

  it('finds every column that holds a media path (a new one named `…Path` is found by itself)', async () => {
    if (!app) await start();
    const columns = mediaPathColumns(app!.db.orm.em.fork()).map(({ table, column }) => `${table}.${column}`);
    expect(columns.sort()).toEqual([
      'adverts.image_path',
      'archive_issues.poster_path',
      'archive_issues.preview_path',
      'columnists.image_path',
      'news.poster_path',
      'news_photos.path',
      'users.avatar_path',
    ]);
  });
});

/** Mounts a tmpfs of `kilobytes` at `dir` (as root, or through `sudo -n` as on CI runners); false when neither may. */
function mountTmpfs(dir: string, kilobytes: number): boolean {
  const options = `size=${kilobytes}k,uid=${process.getuid!()},gid=${process.getgid!()},mode=0755`;
  for (const prefix of [[], ['sudo', '-n']]) {
    try {
      const [command, ...args] = [...prefix, 'mount', '-t', 'tmpfs', '-o', options, 'tmpfs', dir];
      execFileSync(command!, args, { stdio: 'ignore' });
      return true;
    } catch {
      // try the next way
    }
  }
  return false;
}

function unmount(dir: string): void {
  for (const prefix of [[], ['sudo', '-n']]) {
    try {
      const [command, ...args] = [...prefix, 'umount', dir];
      execFileSync(command!, args, { stdio: 'ignore' });
      return;
    } catch {
      // try the next way
    }
  }
}

describe('a full disk (reliability §6)', () => {
  let t: TestApp;
  let staff: TestClient;
  let uploads: string;
  let mounted = false;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.staff();
    uploads = path.join(t.config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    mounted = mountTmpfs(uploads, 2048);
  });
  afterAll(async () => {
    if (mounted) unmount(uploads);
    await t.close();
  });

  it('answers an upload with 507 Media.Storage.full and keeps no record and no file; the same upload works once there is room', async () => {
    if (!mounted) {
      // CI's machine can mount one (.ci/run runs as root): there this test must run, not pass unrun.
      if (process.env.CI === 'true') throw new Error('a full disk: this CI machine could not mount a tmpfs');
      console.warn('a full disk: skipped, this test may not mount a tmpfs (media.test.ts covers ENOSPC with a failing filesystem call)');
      return;
    }
    // Fill the disk up to 24 kB: a noisy poster's files need far more.
    writeFileSync(path.join(uploads, 'filler'), Buffer.alloc(2048 * 1024 - 24 * 1024));
    const before = await archiveCount(staff);
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();

    const response = await createArchive(staff, pdf, noisy);
    expectError(response, 507, 'INSUFFICIENT_STORAGE', { poster: 'Media.Storage.full' });
    expect(JSON.stringify(response.body)).not.toMatch(/ENOSPC|\/tmp\/|uploads/);
    expect(await archiveCount(staff)).toBe(before);
    expect(filesUnder(uploads)).toEqual(['filler']);
    // No upload folder either, pending or half made (an empty `archives/` group may stay).
    expect(readdirSync(uploads).flatMap((entry) => (entry === 'filler' ? [] : readdirSync(path.join(uploads, entry))))).toEqual([]);

    execFileSync('rm', [path.join(uploads, 'filler')]);
    expect((await createArchive(staff, pdf, noisy)).status).toBe(201);
  });
});

describe('archive previews over HTTP (T3-M3, T3-L6)', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.staff();
  });
  afterAll(() => t.close());

  it("refuses the review's 200 MB object-stream bomb with 415 Media.Pdf.tooComplex, keeping the event loop under 100 ms and storing nothing", async () => {
    const bomb = await objectStreamBombPdf(200);
    const before = await archiveCount(staff);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await createArchive(staff, bomb);
    delay.disable();
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', { preview: 'Media.Pdf.tooComplex' });
    expect(delay.max / 1e6).toBeLessThan(100);
    expect(await archiveCount(staff)).toBe(before);
  });

  it('serves a preview without the /OpenAction script and the /Launch action it was uploaded with', async () => {
    const hostile = onePagePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> /AA << /WC << /S /Launch /F (cmd.exe) >> >>');
    const response = await createArchive(staff, hostile);
    expect(response.status).toBe(201);
    const served = Buffer.from(await (await fetch(t.baseUrl + response.body.previewUrl)).arrayBuffer()).toString('latin1');
    expect(served).toMatch(/^%PDF-/);
    expect(served).not.toMatch(/\/(OpenAction|AA|JavaScript|JS|Launch)\b|app\.alert|cmd\.exe/);
  });
});
