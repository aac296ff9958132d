/**
 * The media pipeline: uploads checked by their content, images re-encoded without metadata, PDFs
 * that must parse, files kept behind `MediaStorage`.
 *
 * Layout (one folder per stored upload; `<folder>` is the resource, e.g. `news`, `archive`):
 *
 *   /media/<folder>/<id>-<ext>/thumb.webp      320 px wide  ┐ WebP variants, EXIF orientation applied,
 *   /media/<folder>/<id>-<ext>/small.webp      640 px wide  │ no metadata; never wider than the source
 *   /media/<folder>/<id>-<ext>/medium.webp    1280 px wide  │ (a small source gives four variants of
 *   /media/<folder>/<id>-<ext>/large.webp     1920 px wide  ┘ its own width)
 *   /media/<folder>/<id>-<ext>/original.<ext>  the upload, orientation applied and metadata (EXIF, GPS)
 *                                              stripped, re-encoded in its own format (jpg, png, webp, gif)
 *   /media/<folder>/<id>/preview.pdf           a PDF that parses, checked in a worker (pdf-check.ts), stored as
 *                                              uploaded or, when it held active content, re-saved without it
 *
 * `<id>` is 20 random hex digits. An image's folder name ends in its original's extension, so the
 * one path a record stores (`…/large.webp`) gives every other file by pure string work:
 * `variantUrl(path, 'thumb')`, `originalUrl(path)`. Removing a record's media removes its folder.
 *
 * Only the first frame of an animated GIF or WebP is kept. Decoding uses sharp's `failOn: 'error'`
 * (truncated or corrupt data is refused; the harmless warnings many cameras produce are not).
 *
 * Slow work (reading, decoding, encoding) happens before any database transaction: `storeImage`
 * and `storePdf` write the files and return a handle; the caller writes the database and calls
 * `discard()` when that fails, or `keep()` once it is committed (`withStoredFiles` does both), so a
 * failed create leaves no file. Until `keep()` a folder carries a pending mark naming its writer
 * (`MediaStorage.createPending`): after a crash, `sweep()` at start removes the folders no record
 * points to (docs/decisions/0002-media-pdf-worker-pending-folders-full-disk.md).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Config, MediaLimits } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { AppError } from '../lib/errors.js';
import { createMediaStorage, type MediaStorage } from './media.storage.js';
import { checkPdf, DEFAULT_PDF_CHECK_LIMITS, type PdfCheckLimits } from './pdf-check.js';
import { readUpload, tooLarge, unsupported } from './read-upload.js';
import { currentOwner, isOwnerGone } from './upload-owner.js';
import type { UploadInput } from './upload.scalar.js';

// Each image is decoded once, so libvips's operation cache (up to 50 MB) only holds memory; one
// thread per image keeps an upload's buffers to one set (uploads still run side by side in libuv's pool).
sharp.cache(false);
sharp.concurrency(1);

export const IMAGE_SIZES = { thumb: 320, small: 640, medium: 1280, large: 1920 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** A file written to storage that no record may reference yet. */
export interface StoredFile {
  /** The public path a record stores. */
  path: string;
  /** Deletes the files again (the record was not written). Safe to call twice. */
  discard(): Promise<void>;
  /** Marks the files final: their record is committed. */
  keep(): Promise<void>;
}

export const STORAGE_FULL_KEY = 'Media.Storage.full';
export const PDF_TOO_COMPLEX_KEY = 'Media.Pdf.tooComplex';

/** The disk (or the user's quota) is full: 507, nothing kept. */
const storageFull = (field: string) =>
  new AppError('INSUFFICIENT_STORAGE', 'There is no room left to store the file.', { fields: { [field]: STORAGE_FULL_KEY } });
const isStorageFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/** What a start-up sweep did. */
export interface SweepReport {
  /** Folders removed: no record points to them and no running upload owns them. */
  removed: string[];
  /** Pending folders a committed record points to, made final. */
  settled: string[];
}

export interface StoredImage extends StoredFile {
  /** `/media/<folder>/<id>-<ext>/large.webp`: the value a record stores. */
  path: string;
  originalPath: string;
  variants: Record<ImageSize, string>;
  /** Of the original after orientation. */
  width: number;
  height: number;
}

export interface StoreOptions {
  /** The resource's folder: lowercase letters, digits and dashes (`news`, `archive`, `columnists`). */
  folder: string;
  /** The form field of the upload; errors carry their message key under it. */
  field: string;
}

const FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
const MEDIA_PATH = /^(.*\/)([a-z][a-z0-9-]{0,39})\/([0-9a-f]{20})(?:-(jpg|png|webp|gif))?\/([a-z]+)\.(webp|jpg|png|gif|pdf)$/;

interface ParsedPath {
  prefix: string;
  folder: string;
  id: string;
  ext?: string;
}

/** The key of one upload's folder (`news/<id>-png/`, `archive/<id>/`). */
const UPLOAD_FOLDER = /^[a-z][a-z0-9-]{0,39}\/[0-9a-f]{20}(?:-(jpg|png|webp|gif))?\/$/;
const folderKey = ({ folder, id, ext }: ParsedPath) => `${folder}/${id}${ext ? `-${ext}` : ''}/`;

function parseMediaPath(value: string): ParsedPath | undefined {
  const match = MEDIA_PATH.exec(value);
  if (!match) return undefined;
  const [, prefix, folder, id, ext] = match;
  return { prefix: prefix!, folder: folder!, id: id!, ext };
}

/** The public path of another size of the same image: `…/large.webp` → `…/thumb.webp`. */
export function variantUrl(imagePath: string, size: ImageSize): string {
  if (!parseMediaPath(imagePath)?.ext) throw new Error(`Not a stored image path: "${imagePath}".`);
  return imagePath.replace(/[a-z]+\.[a-z]+$/, `${size}.webp`);
}

/** A stored image's variant; a path that is not a stored image (seeded artwork) answers as it is. */
export function variantUrlOr(imagePath: string, size: ImageSize): string {
  return parseMediaPath(imagePath)?.ext ? variantUrl(imagePath, size) : imagePath;
}

/** The public path of an image's original: `…/<id>-jpg/large.webp` → `…/<id>-jpg/original.jpg`. */
export function originalUrl(imagePath: string): string {
  const parsed = parseMediaPath(imagePath);
  if (!parsed?.ext) throw new Error(`Not a stored image path: "${imagePath}".`);
  return imagePath.replace(/[a-z]+\.[a-z]+$/, `original.${parsed.ext}`);
}

/** The format named by the file's first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const gif = bytes.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return undefined;
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

function encodeOriginal(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
  }
}

export class MediaService {
  private readonly owner = currentOwner();

  constructor(
    readonly storage: MediaStorage,
    readonly limits: MediaLimits,
    private readonly log?: Logger,
    readonly pdfCheckLimits: PdfCheckLimits = DEFAULT_PDF_CHECK_LIMITS,
  ) {}

  private newFolder(folder: string, ext?: string): string {
    if (!FOLDER.test(folder)) throw new Error(`Invalid media folder "${folder}".`);
    return `${folder}/${randomBytes(10).toString('hex')}${ext ? `-${ext}` : ''}/`;
  }

  /**
   * Writes every file of one upload into a new pending folder, or none: a failed write removes what
   * was written, and a full disk answers 507 under the upload's field.
   */
  private async putAll(prefix: string, files: [name: string, bytes: Uint8Array][], field: string): Promise<Pick<StoredFile, 'discard' | 'keep'>> {
    const discard = () => this.storage.delete(prefix);
    try {
      await this.storage.createPending(prefix, this.owner);
      for (const [name, bytes] of files) {
        await this.storage.put(prefix + name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream');
      }
    } catch (error) {
      await discard().catch(() => {});
      if (isStorageFull(error)) throw storageFull(field);
      throw error;
    }
    return { discard, keep: () => this.storage.settle(prefix) };
  }

  /**
   * Checks an image by its content (magic bytes, then a full decode), refuses it above the byte or
   * pixel limit (the pixels are read from the header, before decoding), and writes the original
   * without metadata plus the WebP variants.
   */
  async storeImage(upload: UploadInput, { folder, field }: StoreOptions): Promise<StoredImage> {
    const bytes = await readUpload(upload, this.limits.imageBytes, field);
    const format = sniffImage(bytes);
    if (!format) throw unsupported(field, 'The file is not a JPEG, PNG, WebP or GIF image.');

    let header: Metadata;
    try {
      // Reads the header only; the pixel limit is ours to check right after.
      header = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupported(field, 'The image cannot be read.');
    }
    if (header.format !== format || !header.width || !header.height) throw unsupported(field, 'The image cannot be read.');
    if (header.width * header.height > this.limits.imagePixels) {
      throw tooLarge(field, `The image has more than ${this.limits.imagePixels} pixels.`);
    }

    const decode = () => sharp(bytes, { limitInputPixels: this.limits.imagePixels, failOn: 'error' }).rotate();
    let original: { data: Buffer; info: OutputInfo };
    let variants: Buffer[];
    try {
      original = await encodeOriginal(decode(), format).toBuffer({ resolveWithObject: true });
      variants = await Promise.all(
        Object.values(IMAGE_SIZES).map((width) => decode().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()),
      );
    } catch (error) {
      if (isPixelLimit(error)) throw tooLarge(field, `The image has more than ${this.limits.imagePixels} pixels.`);
      throw unsupported(field, 'The image cannot be decoded.');
    }

    const ext = EXTENSIONS[format];
    const prefix = this.newFolder(folder, ext);
    const sizes = Object.keys(IMAGE_SIZES) as ImageSize[];
    const handle = await this.putAll(
      prefix,
      [[`original.${ext}`, original.data], ...sizes.map((size, index): [string, Buffer] => [`${size}.webp`, variants[index]!])],
      field,
    );
    const url = (name: string) => this.storage.publicUrl(prefix + name);
    return {
      path: url('large.webp'),
      originalPath: url(`original.${ext}`),
      variants: Object.fromEntries(sizes.map((size) => [size, url(`${size}.webp`)])) as Record<ImageSize, string>,
      width: original.info.width,
      height: original.info.height,
      ...handle,
    };
  }

  /** Several images (a gallery): all are stored, or none (the ones already written are discarded). */
  async storeImages(uploads: UploadInput[], options: StoreOptions): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const upload of uploads) stored.push(await this.storeImage(upload, options));
    } catch (error) {
      await discardAll(stored);
      throw error;
    }
    return stored;
  }

  /**
   * A PDF (an archive issue's preview): `%PDF-` and a document with at least one page, checked in a
   * worker (pdf-check.ts) whose streams may not inflate past a bound. Active content (open actions,
   * scripts, launch actions) is removed from what is stored.
   */
  async storePdf(upload: UploadInput, { folder, field }: StoreOptions): Promise<StoredFile> {
    const bytes = await readUpload(upload, this.limits.pdfBytes, field);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw unsupported(field, 'The file is not a PDF.');
    const inspection = await checkPdf(bytes, this.pdfCheckLimits);
    if (inspection.verdict === 'tooComplex') {
      this.log?.info(`PDF refused as too complex (${inspection.reason}, ${inspection.inflatedBytes} bytes inflated)`);
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The PDF is too complex to check.', { fields: { [field]: PDF_TOO_COMPLEX_KEY } });
    }
    if (inspection.verdict === 'unreadable') throw unsupported(field, 'The PDF cannot be read.');
    if (inspection.removed.length > 0) this.log?.info(`active content removed from a PDF: ${inspection.removed.join(', ')}`);
    const prefix = this.newFolder(folder);
    const handle = await this.putAll(prefix, [['preview.pdf', inspection.bytes]], field);
    return { path: this.storage.publicUrl(prefix + 'preview.pdf'), ...handle };
  }

  /**
   * Deletes the whole folder of a stored path (original and every variant). Paths that are not
   * ours (empty, external, seeded elsewhere) are left alone; answers whether anything was ours.
   */
  /** Removes the files of every path (a deleted record's poster, gallery, preview…). */
  async removeAll(publicPaths: (string | null | undefined)[]): Promise<void> {
    for (const publicPath of publicPaths) await this.remove(publicPath);
  }

  async remove(publicPath: string | null | undefined): Promise<boolean> {
    const key = publicPath ? this.storage.keyOf(publicPath) : undefined;
    const parsed = key === undefined ? undefined : parseMediaPath(`/${key}`);
    if (!parsed || parsed.prefix !== '/') return false;
    await this.storage.delete(folderKey(parsed));
    return true;
  }

  /**
   * Removes what crashes left: upload folders no record points to, unless a running upload owns
   * them (another instance's). Pending folders that a record does point to (the crash came between
   * the commit and `keep()`) are made final. `referencedPaths` answers every media path the records
   * hold; it is asked after the folders are listed, so a folder committed meanwhile is seen as
   * referenced.
   */
  async sweep(referencedPaths: () => Promise<Iterable<string>>, now = new Date()): Promise<SweepReport> {
    const folders = await this.storage.listFolders();
    const referenced = new Set<string>();
    for (const publicPath of await referencedPaths()) {
      const key = this.storage.keyOf(publicPath);
      const parsed = key === undefined ? undefined : parseMediaPath(`/${key}`);
      if (parsed?.prefix === '/') referenced.add(folderKey(parsed));
    }
    const report: SweepReport = { removed: [], settled: [] };
    for (const folder of folders) {
      if (!folder.creating && !UPLOAD_FOLDER.test(folder.key)) continue;
      if (folder.owner !== undefined && !isOwnerGone(folder.owner, folder.since, { now })) continue;
      try {
        if (!folder.creating && referenced.has(folder.key)) {
          if (!folder.unsettled) continue;
          await this.storage.settle(folder.key);
          report.settled.push(folder.key);
        } else {
          await this.storage.delete(folder.key);
          report.removed.push(folder.key);
        }
      } catch (error) {
        // One folder that cannot be handled (odd name, permissions) does not stop the others.
        this.log?.error(`media sweep: could not clean ${folder.key}`, error);
      }
    }
    return report;
  }

  /**
   * Runs the database work for files already stored: when it throws, the files are discarded and
   * the error goes on; when it succeeds, the files it `replaces` (the record's old paths) are
   * removed. A failed clean-up after success is only logged: the record is right either way.
   */
  async withStoredFiles<T>(
    files: (StoredFile | null | undefined)[],
    work: () => Promise<T>,
    { replaces = [] }: { replaces?: (string | null | undefined)[] } = {},
  ): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await discardAll(files);
      throw error;
    }
    for (const file of files) {
      await file?.keep().catch((error: unknown) => this.log?.error(`could not mark media ${file.path} final`, error));
    }
    const kept = new Set(files.map((file) => file?.path));
    for (const old of replaces) {
      if (!old || kept.has(old)) continue;
      await this.remove(old).catch((error: unknown) => this.log?.error(`could not remove replaced media ${old}`, error));
    }
    return result;
  }
}

/** Discards stored files whose record was not written; every one is tried. */
export async function discardAll(files: (StoredFile | null | undefined)[]): Promise<void> {
  await Promise.allSettled(files.map((file) => file?.discard()));
}

/** The media service of a configuration: the `S3_*` bucket or the local disk under `DATA_DIR/uploads`, served at `/media`. */
export function createMediaService(config: Pick<Config, 'dataDir' | 'mediaLimits'> & Partial<Pick<Config, 's3'>>, log?: Logger): MediaService {
  return new MediaService(createMediaStorage(config), config.mediaLimits, log);
}
