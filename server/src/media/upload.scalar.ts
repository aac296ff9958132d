import { GraphQLUpload, Upload, type FileUpload } from 'graphql-upload-minimal';

/**
 * The GraphQL `Upload` scalar (graphql-multipart-request-spec), for resolvers:
 * `@Arg('poster', () => GraphQLUpload, { nullable: true }) poster?: UploadInput`.
 * Its value in a resolver is a promise of the file; `readUpload` accepts either.
 */
export { GraphQLUpload };
export type { FileUpload };

/** What a resolver receives for an `Upload` argument or input field. */
export type UploadInput = FileUpload | Promise<FileUpload>;

/**
 * The variable value the `Upload` scalar accepts: its `parseValue` only takes an `Upload` instance
 * (and yields its promise). `/graphql` gets these from graphqlUploadExpress; the REST adapter builds
 * them from the files of a multipart request with this.
 */
export function uploadVariable(file: FileUpload): Upload {
  const upload = new Upload() as Upload & { resolve(file: FileUpload): void };
  upload.resolve(file);
  return upload;
}
