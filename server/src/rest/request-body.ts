import type { Request, Response } from 'express';
import { MultipartError, UploadFolder, type MultipartBounds } from '../media/multipart-upload.js';
import { MEDIA_KEYS } from '../media/read-upload.js';
import type { RestError } from './adapter.js';
import { receiveForm } from './multipart.js';
import type { FileKind, RestRoute } from './route.js';

export interface BodyOptions {
  /** The largest JSON body, in bytes. */
  jsonBytes: number;
  /** Where each multipart request gets a folder of its own, removed when it is answered. */
  uploadDir: string;
  /** The largest file of each kind, in bytes. */
  fileBytes: Record<FileKind, number>;
  uploads: Omit<MultipartBounds, 'fileBytes'>;
}

/** A body that was read; `release()` removes the request's files (the handler calls it before answering). */
export interface ReadBody {
  release(): Promise<void>;
}

/** A body refused before (or while) it was read: the answer to send. */
export interface RefusedBody {
  refusal: RestError;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const nothing: ReadBody = { release: async () => {} };
const refuse = (refusal: RestError): RefusedBody => ({ refusal });

/** A body that is there: an empty one (`Content-Length: 0`, as fetch sends with no body) counts as none. */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && Number(req.headers['content-length']) > 0);

class BodyError extends Error {
  constructor(readonly answer: RestError) {
    super(answer.message);
  }
}

const unsupportedType = (route: RestRoute) =>
  new BodyError({
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: route.files ? 'This path takes a JSON body or a multipart/form-data form.' : 'This path takes a JSON body (Content-Type: application/json).',
  });

const tooLarge = (limit: number) => new BodyError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${limit} bytes.` });
const badBody = (message: string) => new BodyError({ status: 400, code: 'BAD_USER_INPUT', message });

/** A JSON body, read within `limit` bytes: UTF-8, not compressed, an object or an array (as body-parser's strict mode). */
function readJson(req: Request, limit: number): Promise<unknown> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding !== 'identity') return Promise.reject(new BodyError({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Compressed request bodies are not accepted.' }));
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return Promise.reject(new BodyError({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The body must be UTF-8.' }));
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        return reject(tooLarge(limit));
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, size));
      } catch {
        return reject(badBody('The request body is not valid UTF-8.'));
      }
      if (!/^[\s]*[[{]/.test(text)) return reject(badBody('The request body must be a JSON object.'));
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(badBody('The request body is not valid JSON.'));
      }
    };
    const onError = () => {
      stop();
      reject(badBody('The request body could not be read.'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}

function multipartAnswer(error: unknown): RestError {
  if (!(error instanceof MultipartError)) return { status: 400, code: 'INVALID_REQUEST', message: 'The multipart body is not valid.' };
  if (error.status === 400) return { status: 400, code: 'INVALID_REQUEST', message: error.message };
  return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: error.message, ...(error.field ? { fields: { [error.field]: MEDIA_KEYS.tooLarge } } : {}) };
}

/**
 * Reads the body the route takes into `req.body` (and `req.files`): JSON on the paths that write,
 * or a multipart form on a route that takes files, read only once `signedIn` holds and only into
 * temporary files within the bounds. Anything else is refused before it is read: a form to any
 * other path, or another type, 415; a form from someone not signed in, 401.
 */
export async function readBody(
  req: Request,
  res: Response,
  route: RestRoute,
  options: BodyOptions,
  signedIn: () => Promise<boolean>,
): Promise<ReadBody | RefusedBody> {
  if (!hasBody(req)) return nothing;
  const multipart = req.is('multipart/form-data') === 'multipart/form-data';
  if (multipart && !route.files) return refuse(unsupportedType(route).answer);
  if (!WRITES.has(req.method)) return nothing;
  if (multipart) {
    if (!(await signedIn())) return refuse({ status: 401, code: 'UNAUTHENTICATED', message: 'You need to sign in.' });
    const kinds = route.files!;
    const folder = await UploadFolder.create(options.uploadDir);
    res.once('close', () => void folder.remove());
    try {
      await receiveForm(req, folder, { ...options.uploads, fileBytes: (field) => (kinds[field] ? options.fileBytes[kinds[field]] : undefined) });
    } catch (error) {
      await folder.remove();
      return refuse(multipartAnswer(error));
    }
    return { release: () => folder.remove() };
  }
  if (!req.is(['application/json', '+json'])) return refuse(unsupportedType(route).answer);
  try {
    req.body = await readJson(req, options.jsonBytes);
  } catch (error) {
    return refuse(error instanceof BodyError ? error.answer : badBody('The request body could not be read.').answer);
  }
  return nothing;
}
