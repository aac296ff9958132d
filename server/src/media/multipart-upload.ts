import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { MediaLimits } from '../config.js';

/**
 * Reads a `multipart/form-data` request (a REST create or edit with files, a GraphQL multipart
 * request) into its text fields and files in a temporary folder on disk, within bounds counted in
 * bytes: nothing is kept in memory but the text fields, and nothing is written past the request's
 * byte cap. Every stream involved (the request, the parser, each file part and its file) has an
 * error path: a broken, cut or oversized body rejects with a `MultipartError`, never an uncaught error.
 */

/** How much of a refused request is still read (and thrown away) so the client can read the answer. */
export const DRAIN_BYTES = 32 * 1024 * 1024;

const MIB = 1024 * 1024;

/** A text field or file name longer than this is not one a form sends. */
const MAX_NAME_BYTES = 200;

/** Whole folders of requests older than this are left over from a stopped process (requests end within minutes). */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface MultipartBounds {
  /** The largest file a field takes, in bytes; undefined when the field takes none (its part is read and thrown away). */
  fileBytes(field: string): number | undefined;
  maxFiles: number;
  maxFields: number;
  /** Every text field together, in bytes: they are the part kept in memory. */
  maxFieldBytes: number;
  /** The whole body, every part together: the request is refused when more arrives. */
  maxRequestBytes: number;
}

/**
 * The bounds of one multipart request under the media limits: its largest legitimate use is a
 * gallery upload of up to 10 images (news photos) or an archive's cover with its PDF, plus text fields.
 */
export function uploadBounds(limits: MediaLimits): Omit<MultipartBounds, 'fileBytes'> & { largestFile: number } {
  return {
    largestFile: Math.max(limits.imageBytes, limits.pdfBytes),
    maxFiles: 20,
    maxFields: 100,
    maxFieldBytes: MIB,
    maxRequestBytes: Math.max(10 * limits.imageBytes, limits.imageBytes + limits.pdfBytes) + 2 * MIB,
  };
}

/** A refused multipart body: 400 when it cannot be read, 413 past a bound (`field` names the file that was too large). */
export class MultipartError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

export interface ReceivedFile {
  field: string;
  filename: string;
  mimetype: string;
  encoding: string;
  size: number;
  path: string;
}

export interface ReceivedBody {
  /** Text fields in the order they came. */
  fields: Array<[string, string]>;
  /** Files in the order they came (a file input left empty is left out). */
  files: ReceivedFile[];
}

/** The file on disk, opened anew for each reader. */
export const openReceived = (file: ReceivedFile): ReadStream => createReadStream(file.path);

/**
 * One request's folder of received files. `remove()` deletes it once every file being written is
 * closed (so no file is created after the folder is gone); it can be called any number of times.
 */
export class UploadFolder {
  private readonly writes = new Set<Promise<unknown>>();
  private removed?: Promise<void>;

  private constructor(readonly dir: string) {}

  static async create(base: string): Promise<UploadFolder> {
    await mkdir(base, { recursive: true });
    return new UploadFolder(await mkdtemp(path.join(base, 'request-')));
  }

  track(write: Promise<unknown>): void {
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
  }

  /** Resolves once no file of the folder is being written. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.writes]);
  }

  remove(): Promise<void> {
    this.removed ??= this.settled().then(() => rm(this.dir, { recursive: true, force: true }));
    return this.removed;
  }
}

/** Removes request folders a stopped process left behind (a live request's folder is younger). */
export async function sweepStaleUploads(base: string, now = Date.now()): Promise<void> {
  const entries = await readdir(base).catch(() => [] as string[]);
  for (const entry of entries) {
    const target = path.join(base, entry);
    const info = await stat(target).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(target, { recursive: true, force: true });
  }
}

/**
 * Reads what is left of a refused request and throws it away, so a client still sending is not reset
 * before it reads the answer; past `maxBytes` the connection is closed instead.
 */
export function discardRest(req: IncomingMessage, maxBytes = DRAIN_BYTES): void {
  let discarded = 0;
  req.on('error', () => {});
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.socket?.destroy();
  });
  req.resume();
}

/** File names are shown, never used as paths: control characters are dropped. */
const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '');

/** Counts a file's bytes as they pass, failing as soon as there are more than `limit`. */
function sizeLimit(file: ReceivedFile, limit: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      file.size += chunk.length;
      if (file.size > limit) return callback(new MultipartError(413, `The file of "${file.field}" is larger than ${limit} bytes.`, file.field));
      callback(null, chunk);
    },
  });
}

/**
 * Reads the body into `folder`. `onField` sees each text field as it arrives and may refuse it by
 * throwing a `MultipartError`. On rejection the request is left unread past the failure: answer,
 * then `discardRest`, then `folder.remove()` (or the other way round; both are safe).
 */
export function receiveMultipart(
  req: IncomingMessage,
  folder: UploadFolder,
  bounds: MultipartBounds,
  onField?: (name: string, value: string) => void,
): Promise<ReceivedBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fieldNameSize: MAX_NAME_BYTES,
          fieldSize: bounds.maxFieldBytes,
          fields: bounds.maxFields,
          files: bounds.maxFiles,
          parts: bounds.maxFields + bounds.maxFiles,
        },
      });
    } catch {
      return reject(new MultipartError(400, 'The multipart body has no boundary.'));
    }

    const fields: Array<[string, string]> = [];
    const files: ReceivedFile[] = [];
    const reading = new Set<Readable | Writable>();
    const writes: Promise<void>[] = [];
    let received = 0;
    let fieldBytes = 0;
    let done = false;

    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      req.unpipe(meter);
      meter.unpipe(parser);
      // Each file part and its file: a pipeline torn down within its first turn does not always close the file.
      for (const stream of reading) stream.destroy();
      reject(error instanceof MultipartError ? error : new MultipartError(400, 'The multipart body is not valid.'));
    };

    // Counts the body before the parser sees it: a chunk past the cap is never parsed, so never written.
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > bounds.maxRequestBytes) fail(new MultipartError(413, `The request is larger than ${bounds.maxRequestBytes} bytes.`));
        callback(null, done ? undefined : chunk);
      },
    });

    parser.on('field', (name, value, info) => {
      if (done) return;
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || fieldBytes > bounds.maxFieldBytes) {
        return fail(new MultipartError(413, `The text fields are larger than ${bounds.maxFieldBytes} bytes.`));
      }
      try {
        onField?.(name, value);
      } catch (error) {
        return fail(error);
      }
      fields.push([name, value]);
    });

    parser.on('file', (field, stream, info) => {
      const limit = done ? undefined : bounds.fileBytes(field);
      if (limit === undefined) {
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      const file: ReceivedFile = {
        field,
        filename: cleanName(info.filename ?? ''),
        mimetype: info.mimeType,
        encoding: info.encoding,
        size: 0,
        path: path.join(folder.dir, String(files.length)),
      };
      files.push(file);
      const out = createWriteStream(file.path, { flags: 'wx' });
      reading.add(stream).add(out);
      // The folder waits for the file to be closed, not for the pipeline: a pipeline that failed
      // settles at once, while the file may still be opening (and would appear after the folder is gone).
      folder.track(new Promise((closed) => out.once('close', closed)));
      const write = pipeline(stream, sizeLimit(file, limit), out)
        .catch(fail)
        .finally(() => {
          reading.delete(stream);
          reading.delete(out);
        });
      writes.push(write);
    });

    parser.on('filesLimit', () => fail(new MultipartError(413, `At most ${bounds.maxFiles} files can be sent at once.`)));
    parser.on('fieldsLimit', () => fail(new MultipartError(413, `At most ${bounds.maxFields} fields can be sent at once.`)));
    parser.on('partsLimit', () => fail(new MultipartError(413, `At most ${bounds.maxFields + bounds.maxFiles} parts can be sent at once.`)));
    parser.on('error', fail);
    // The parser closes once every file part has ended; their files may still be being written.
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (done) return;
        done = true;
        // A file input left empty still sends a part, with no name and no bytes.
        resolve({ fields, files: files.filter((file) => file.size > 0 || file.filename !== '') });
      });
    });

    if (req.destroyed) return fail(new MultipartError(400, 'The request was cut off.'));
    req.on('error', fail);
    req.once('close', () => {
      if (!req.complete) fail(new MultipartError(400, 'The request was cut off.'));
    });
    req.pipe(meter).pipe(parser);
  });
}
