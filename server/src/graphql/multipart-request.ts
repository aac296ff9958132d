import type { NextFunction, Request, Response } from 'express';
import { discardRest, MultipartError, receiveMultipart, UploadFolder, type MultipartBounds, type ReceivedFile } from '../media/multipart-upload.js';
import { MEDIA_KEYS } from '../media/read-upload.js';
import { AppError } from '../lib/errors.js';
import { missingUpload, receivedUpload, uploadVariable } from '../media/upload.scalar.js';

/**
 * GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec) on
 * `/graphql`, read by the same bounded reader as the REST forms instead of graphql-upload-minimal's
 * `processRequest` (whose parser error path could end the process): the `operations` and `map`
 * fields, then the files, into a temporary folder removed once the request is answered. Every
 * operation that takes an `Upload` is for signed-in staff, so a request is refused before any of
 * it is read unless it carries Apollo's preflight header (its CSRF prevention) and a live sign-in.
 */

export interface GraphqlMultipartOptions {
  uploadDir: string;
  bounds: Omit<MultipartBounds, 'fileBytes' | 'maxFields'> & { largestFile: number };
  signedIn(req: Request, res: Response): Promise<boolean>;
}

const SPEC = 'see the GraphQL multipart request spec';
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const invalid = (message: string) => new MultipartError(400, message);

function sendGraphqlError(res: Response, status: number, code: string, message: string, fields?: Record<string, string>) {
  res.status(status).json({ errors: [{ message, extensions: { code, status, ...(fields ? { fields } : {}) } }] });
}

/** Puts `value` at a dotted path (`variables.input.poster`, `0.variables.files.1`) of the operations. */
function setAt(operations: unknown, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let target = operations as Record<string, unknown>;
  for (const [index, key] of keys.entries()) {
    if (FORBIDDEN_KEYS.has(key) || typeof target !== 'object' || target === null || !Object.hasOwn(target, key)) {
      throw invalid(`The map names a path the operations do not have: "${dotted}" (${SPEC}).`);
    }
    if (index === keys.length - 1) target[key] = value;
    else target = target[key] as Record<string, unknown>;
  }
}

/** The input field a mapped file fills (the path's last name that is not a list index), for error `fields`. */
function fieldOf(paths: string[] | undefined): string | undefined {
  return paths?.[0]?.split('.').filter((key) => !/^\d+$/.test(key)).pop();
}

/** Reads `operations` and `map` as they arrive: they come first, in this order, and nothing else is a text field. */
function specFields() {
  let operations: unknown;
  let map: Map<string, string[]> | undefined;
  const onField = (name: string, value: string) => {
    if (name === 'operations' && operations === undefined) {
      try {
        operations = JSON.parse(value);
      } catch {
        throw invalid(`The "operations" field is not valid JSON (${SPEC}).`);
      }
      if (typeof operations !== 'object' || operations === null) throw invalid(`The "operations" field must be an object or a list (${SPEC}).`);
    } else if (name === 'map' && operations !== undefined && map === undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        throw invalid(`The "map" field is not valid JSON (${SPEC}).`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid(`The "map" field must be an object (${SPEC}).`);
      const entries = Object.entries(parsed);
      if (!entries.every(([, paths]) => Array.isArray(paths) && paths.length > 0 && paths.every((path) => typeof path === 'string'))) {
        throw invalid(`Each entry of the "map" field must be a list of paths (${SPEC}).`);
      }
      map = new Map(entries as Array<[string, string[]]>);
    } else {
      throw invalid(`Unexpected multipart field "${name}": "operations", then "map", then the files (${SPEC}).`);
    }
  };
  return { onField, operations: () => operations, map: () => map };
}

/** The operations with an `Upload` at each mapped path: the file received for it, or a missing one that fails when read. */
function withUploads(operations: unknown, map: Map<string, string[]>, files: ReceivedFile[]): unknown {
  for (const [key, paths] of map) {
    const file = files.find((received) => received.field === key);
    const upload = file ? uploadVariable(receivedUpload(file)) : missingUpload(new AppError('INVALID_REQUEST', `The file "${key}" named in the map was not sent.`));
    for (const path of paths) setAt(operations, path, upload);
  }
  return operations;
}

export function graphqlMultipart({ uploadDir, bounds, signedIn }: GraphqlMultipartOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.is('multipart/form-data') !== 'multipart/form-data') return next();
    const refuse = (status: number, code: string, message: string, fields?: Record<string, string>) => {
      discardRest(req);
      sendGraphqlError(res, status, code, message, fields);
    };
    // Apollo's CSRF prevention would refuse it too, but only after the files were read.
    if (!req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
      return refuse(400, 'INVALID_REQUEST', 'A multipart request needs a non-empty "apollo-require-preflight" or "x-apollo-operation-name" header.');
    }
    if (!(await signedIn(req, res))) return refuse(401, 'UNAUTHENTICATED', 'You need to sign in.');

    const folder = await UploadFolder.create(uploadDir);
    res.once('close', () => void folder.remove());
    const spec = specFields();
    try {
      const { files } = await receiveMultipart(req, folder, { ...bounds, maxFields: 2, fileBytes: (field) => (spec.map()?.has(field) ? bounds.largestFile : undefined) }, spec.onField);
      const operations = spec.operations();
      const map = spec.map();
      if (operations === undefined || map === undefined) throw invalid(`The "operations" and "map" fields are missing (${SPEC}).`);
      if (map.size > bounds.maxFiles) throw new MultipartError(413, `At most ${bounds.maxFiles} files can be sent at once.`);
      req.body = withUploads(operations, map, files);
    } catch (error) {
      await folder.remove();
      const { status, message, field } = error instanceof MultipartError ? error : invalid('The multipart body is not valid.');
      const key = field ? fieldOf(spec.map()?.get(field)) : undefined;
      return refuse(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_REQUEST', message, key ? { [key]: MEDIA_KEYS.tooLarge } : undefined);
    }
    next();
  };
}
