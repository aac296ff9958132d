import { GraphQLUpload, Upload, type FileUpload } from 'graphql-upload-minimal';
import { openReceived, type ReceivedFile } from './multipart-upload.js';

/**
 * The GraphQL `Upload` scalar (graphql-multipart-request-spec), for resolvers:
 * `@Arg('poster', () => GraphQLUpload, { nullable: true }) poster?: UploadInput`.
 * Its value in a resolver is a promise of the file; `readUpload` accepts either.
 */
export { GraphQLUpload };
export type { FileUpload };

/** What a resolver receives for an `Upload` argument or input field. */
export type UploadInput = FileUpload | Promise<FileUpload>;

type SettledUpload = Upload & { resolve(file: FileUpload): void; reject(error: Error): void };

/** A file received in a temporary folder, as a resolver reads it: `createReadStream()` opens it. */
export function receivedUpload(file: ReceivedFile): FileUpload {
  return {
    fieldName: file.field,
    filename: file.filename,
    mimetype: file.mimetype,
    encoding: file.encoding,
    createReadStream: () => openReceived(file),
  };
}

/**
 * The variable value the `Upload` scalar accepts: its `parseValue` only takes an `Upload` instance
 * (and yields its promise). The REST adapter and the GraphQL multipart request both build them with this.
 */
export function uploadVariable(file: FileUpload): Upload {
  const upload = new Upload() as SettledUpload;
  upload.resolve(file);
  return upload;
}

/** An `Upload` the request named but did not send: reading it fails with `error`. */
export function missingUpload(error: Error): Upload {
  const upload = new Upload() as SettledUpload;
  upload.reject(error);
  return upload;
}
