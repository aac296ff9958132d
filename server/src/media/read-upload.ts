import type { Readable } from 'node:stream';
import { AppError } from '../lib/errors.js';
import type { UploadInput } from './upload.scalar.js';

/** Message keys of the media pipeline, keyed by the form field of the upload. */
export const MEDIA_KEYS = {
  tooLarge: 'Media.File.tooLarge',
  unsupported: 'Media.File.unsupported',
} as const;

export const tooLarge = (field: string, message = 'The file is too large.') =>
  new AppError('PAYLOAD_TOO_LARGE', message, { fields: { [field]: MEDIA_KEYS.tooLarge } });

export const unsupported = (field: string, message = 'The file type is not supported.') =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fields: { [field]: MEDIA_KEYS.unsupported } });

/** Errors of the upload transport (a missing or unreadable file; one with a `status` of 413 is too large). */
function transportError(error: unknown, field: string, maxBytes: number): Error {
  if (error instanceof AppError) return error;
  if ((error as { status?: number } | null)?.status === 413) return tooLarge(field, `The file is larger than ${maxBytes} bytes.`);
  return new AppError('INVALID_REQUEST', 'The upload could not be read.');
}

/**
 * Reads an upload into memory, counting bytes: as soon as more than `maxBytes` arrive the read is
 * abandoned with 413 (`Media.File.tooLarge` on `field`), so an oversized file is never buffered whole.
 */
export async function readUpload(upload: UploadInput, maxBytes: number, field: string): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = (await upload).createReadStream();
  } catch (error) {
    throw transportError(error, field, maxBytes);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (error) {
        stream.removeAllListeners('data');
        stream.on('error', () => {});
        stream.destroy();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onEnd = () => finish();
    const onError = (error: unknown) => finish(transportError(error, field, maxBytes));
    stream.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) return finish(tooLarge(field, `The file is larger than ${maxBytes} bytes.`));
      chunks.push(bytes);
    });
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}
