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
 *   /media/<folder>/<id>/preview.pdf           a PDF, stored as uploaded once it parses
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
 * `discard()` when that fails (`withStoredFiles` does it), so a failed create leaves no file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Config, MediaLimits } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { LocalDiskStorage, type MediaStorage } from './media.storage.js';
import { readUpload, tooLarge, unsupported } from './read-upload.js';
import type { UploadInput } from './upload.scalar.js';

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
  constructor(
    readonly storage: MediaStorage,
    readonly limits: MediaLimits,
    private readonly log?: Logger,
  ) {}

  private newFolder(folder: string, ext?: string): string {
    if (!FOLDER.test(folder)) throw new Error(`Invalid media folder "${folder}".`);
    return `${folder}/${randomBytes(10).toString('hex')}${ext ? `-${ext}` : ''}/`;
  }

  /** Writes every file of one upload, or none: a failed write removes what was written. */
  private async putAll(prefix: string, files: [name: string, bytes: Buffer][]): Promise<() => Promise<void>> {
    const discard = () => this.storage.delete(prefix);
    try {
      for (const [name, bytes] of files) {
        await this.storage.put(prefix + name, bytes, CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream');
      }
    } catch (error) {
      await discard().catch(() => {});
      throw error;
    }
    return discard;
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
    const discard = await this.putAll(prefix, [
      [`original.${ext}`, original.data],
      ...sizes.map((size, index): [string, Buffer] => [`${size}.webp`, variants[index]!]),
    ]);
    const url = (name: string) => this.storage.publicUrl(prefix + name);
    return {
      path: url('large.webp'),
      originalPath: url(`original.${ext}`),
      variants: Object.fromEntries(sizes.map((size) => [size, url(`${size}.webp`)])) as Record<ImageSize, string>,
      width: original.info.width,
      height: original.info.height,
      discard,
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

  /** A PDF (an archive issue's preview): `%PDF-` and a document pdf-lib can load, with at least one page; stored as given. */
  async storePdf(upload: UploadInput, { folder, field }: StoreOptions): Promise<StoredFile> {
    const bytes = await readUpload(upload, this.limits.pdfBytes, field);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw unsupported(field, 'The file is not a PDF.');
    // pdf-lib loads leniently (garbage after `%PDF-` gives an empty document), so a document
    // counts only when its page tree can be read and has a page.
    let pages = 0;
    try {
      pages = (await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })).getPageCount();
    } catch {
      pages = 0;
    }
    if (pages < 1) throw unsupported(field, 'The PDF cannot be read.');
    const prefix = this.newFolder(folder);
    const discard = await this.putAll(prefix, [['preview.pdf', bytes]]);
    return { path: this.storage.publicUrl(prefix + 'preview.pdf'), discard };
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
    await this.storage.delete(`${parsed.folder}/${parsed.id}${parsed.ext ? `-${parsed.ext}` : ''}/`);
    return true;
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

/** The media service of a configuration: local disk under `DATA_DIR/uploads`, served at `/media`. */
export function createMediaService(config: Pick<Config, 'dataDir' | 'mediaLimits'>, log?: Logger): MediaService {
  return new MediaService(new LocalDiskStorage(path.join(config.dataDir, 'uploads')), config.mediaLimits, log);
}
