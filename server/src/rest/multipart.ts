import type { Request } from 'express';
import { receiveMultipart, type MultipartBounds, type UploadFolder } from '../media/multipart-upload.js';
import { receivedUpload, uploadVariable, type FileUpload } from '../media/upload.scalar.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's Request is augmented through its global namespace
  namespace Express {
    interface Request {
      /** Files of a `multipart/form-data` request to a REST route that takes files, by field name. */
      files?: Record<string, FileUpload[]>;
    }
  }
}

/** A form field's name without the `[]` some forms add to repeated fields. */
const baseName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

/**
 * Reads a REST multipart form (§7 creates and edits with files) into `folder`: text fields go to
 * `req.body` (a repeated field, or one named `name[]`, becomes an array), files to `req.files`,
 * each read from its temporary file through `createReadStream()`. Rejects with a `MultipartError`.
 */
export async function receiveForm(req: Request, folder: UploadFolder, bounds: MultipartBounds): Promise<void> {
  const { fields, files } = await receiveMultipart(req, folder, { ...bounds, fileBytes: (name) => bounds.fileBytes(baseName(name)) });
  const body = new Map<string, unknown>();
  for (const [rawName, value] of fields) {
    const name = baseName(rawName);
    const previous = body.get(name);
    if (previous === undefined) body.set(name, rawName.endsWith('[]') ? [value] : value);
    else body.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  const uploads = new Map<string, FileUpload[]>();
  for (const file of files) {
    const name = baseName(file.field);
    uploads.set(name, [...(uploads.get(name) ?? []), { ...receivedUpload(file), fieldName: name }]);
  }
  req.body = Object.fromEntries(body);
  req.files = Object.fromEntries(uploads);
}

/**
 * The first file of a field, as a variable for an `Upload` argument (the scalar takes an `Upload`
 * instance), or undefined when none was sent.
 */
export function fileField(req: Request, name: string): unknown {
  const file = req.files?.[name]?.[0];
  return file ? uploadVariable(file) : undefined;
}

/** Every file of a field, as variables for an `[Upload!]` argument (empty when none was sent). */
export function fileFields(req: Request, name: string): unknown[] {
  return (req.files?.[name] ?? []).map(uploadVariable);
}
