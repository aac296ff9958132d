import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { isFile } from './has-files';

/**
 * The variables with every file replaced by null, and the files with their paths
 * (`variables.input.poster`, `variables.input.photos.0`), as the GraphQL multipart request spec sends them.
 */
export function extractFiles(variables: Record<string, unknown>): { clone: Record<string, unknown>; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  const clone = walk(variables, 'variables') as Record<string, unknown>;
  return { clone, files };
}

export { hasFiles } from './has-files';

/** Operation context of an upload: `onUploadProgress(0..1)` is called while the body is sent. */
export interface UploadContext {
  headers?: Record<string, string>;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Sends operations whose variables hold files as a GraphQL multipart request over XMLHttpRequest,
 * which (unlike fetch) reports upload progress. Apollo Server's CSRF prevention needs the
 * preflight header; the headers link adds our CSRF token and the bearer token as for any request.
 */
export function createUploadLink(uri = '/graphql', createRequest: () => XMLHttpRequest = () => new XMLHttpRequest()): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const context = operation.getContext() as UploadContext;
        const { clone, files } = extractFiles(operation.variables as Record<string, unknown>);
        const form = new FormData();
        form.append('operations', JSON.stringify({ query: print(operation.query), variables: clone, operationName: operation.operationName }));
        const entries = [...files.entries()];
        form.append('map', JSON.stringify(Object.fromEntries(entries.map(([, paths], index) => [String(index), paths]))));
        entries.forEach(([file], index) => form.append(String(index), file, (file as File).name ?? `file-${index}`));

        const request = createRequest();
        request.open('POST', uri);
        request.withCredentials = true;
        for (const [name, value] of Object.entries({ ...context.headers, 'apollo-require-preflight': 'true' })) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) context.onUploadProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          try {
            const body = JSON.parse(request.responseText) as { data?: unknown; errors?: unknown[] };
            if (!('data' in body) && !body.errors) throw new Error(`Upload failed with ${request.status}`);
            context.onUploadProgress?.(1);
            observer.next(body as never);
            observer.complete();
          } catch (error) {
            observer.error(error);
          }
        };
        request.onerror = () => observer.error(new Error('The upload could not be sent.'));
        request.send(form);
        return () => request.abort();
      }),
  );
}
