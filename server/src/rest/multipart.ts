import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { MEDIA_KEYS } from '../media/read-upload.js';
import { uploadVariable, type FileUpload } from '../media/upload.scalar.js';
import { sendError } from './adapter.js';

declare global {
  namespace Express {
    interface Request {
      /** Files of a `multipart/form-data` request under `/api`, by field name. */
      files?: Record<string, FileUpload[]>;
    }
  }
}

export interface MultipartOptions {
  /** Largest file in bytes: the largest media limit (the media service then applies each kind's own). */
  maxFileBytes: number;
  maxFiles?: number;
  maxFields?: number;
  /** Largest text field in bytes (as the JSON body limit). */
  maxFieldBytes?: number;
}

/**
 * Parses `multipart/form-data` on the REST paths (§7 creates and edits with files): text fields go
 * to `req.body` (a repeated field, or one named `name[]`, becomes an array), files to `req.files`,
 * each buffered and shaped like graphql-upload-minimal's `FileUpload`. A file over `maxFileBytes`
 * answers 413 with `Media.File.tooLarge` under its field: busboy's own limit is one byte more (it
 * reports reaching its limit, not passing it), and it keeps nothing past it. Other requests pass through untouched.
 */
export function multipart({ maxFileBytes, maxFiles = 20, maxFields = 100, maxFieldBytes = 1024 * 1024 }: MultipartOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFiles + maxFields },
      });
    } catch {
      return sendError(res, { status: 400, code: 'INVALID_REQUEST', message: 'The multipart body has no boundary.' });
    }

    const fields = new Map<string, unknown>();
    const files = new Map<string, FileUpload[]>();
    let failed = false;

    // Stops parsing, drains the rest of the request and answers once it has all arrived: an answer
    // sent while the client is still writing makes Node close the connection, and the client then
    // sees a reset instead of the answer.
    const fail = (status: 400 | 413, message: string, field?: string) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_REQUEST';
      const answer = () => sendError(res, { status, code, message, ...(field ? { fields: { [field]: MEDIA_KEYS.tooLarge } } : {}) });
      if (req.readableEnded) return answer();
      req.once('end', answer);
      req.resume();
    };

    parser.on('field', (rawName, value, info) => {
      if (info.valueTruncated) return fail(413, `The field "${rawName}" is larger than ${maxFieldBytes} bytes.`);
      const list = rawName.endsWith('[]');
      const name = list ? rawName.slice(0, -2) : rawName;
      const previous = fields.get(name);
      if (previous === undefined) fields.set(name, list ? [value] : value);
      else fields.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
    });

    parser.on('file', (rawName, stream, info) => {
      const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (!failed) chunks.push(chunk);
      });
      stream.on('limit', () => fail(413, `The file "${info.filename ?? name}" is larger than ${maxFileBytes} bytes.`, name));
      stream.on('end', () => {
        // A file input left empty still sends a part, with no name and no bytes.
        if (failed || stream.truncated || (size === 0 && !info.filename)) return;
        const bytes = Buffer.concat(chunks, size);
        const file: FileUpload = {
          fieldName: name,
          filename: info.filename ?? '',
          mimetype: info.mimeType,
          encoding: info.encoding,
          createReadStream: () => Readable.from([bytes]) as unknown as ReturnType<FileUpload['createReadStream']>,
        };
        files.set(name, [...(files.get(name) ?? []), file]);
      });
    });

    parser.on('filesLimit', () => fail(413, `At most ${maxFiles} files can be sent at once.`));
    parser.on('fieldsLimit', () => fail(413, `At most ${maxFields} fields can be sent at once.`));
    parser.on('partsLimit', () => fail(413, `At most ${maxFiles + maxFields} parts can be sent at once.`));
    parser.on('error', () => fail(400, 'The multipart body is not valid.'));
    parser.on('close', () => {
      if (failed) return;
      req.body = Object.fromEntries(fields);
      req.files = Object.fromEntries(files);
      next();
    });
    req.pipe(parser);
  };
}

/**
 * The first file of a field, as a variable for an `Upload` argument (the scalar takes an `Upload`
 * instance, as graphqlUploadExpress makes them on `/graphql`), or undefined when none was sent.
 */
export function fileField(req: Request, name: string): unknown {
  const file = req.files?.[name]?.[0];
  return file ? uploadVariable(file) : undefined;
}

/** Every file of a field, as variables for an `[Upload!]` argument (empty when none was sent). */
export function fileFields(req: Request, name: string): unknown[] {
  return (req.files?.[name] ?? []).map(uploadVariable);
}
