import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type _Object,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import { checkedKey, PENDING_MARK, type MediaFolder, type MediaStorage } from './media.storage.js';

/** What `/media` needs to answer from the bucket: the body and the headers a browser or cache uses. */
export interface S3Object {
  status: 200 | 206 | 304;
  body?: Readable;
  headers: Record<string, string>;
}

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, …), under the same keys as on the local disk.
 * An object store has no folders and no renames, but needs neither: a PUT is atomic (no reader sees
 * half an object), and an upload's folder appears with its first object, which `createPending`
 * makes its pending mark. So no folder is ever `creating` and none holds a half-written file.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  readonly bucket: string;
  /** S3_PUBLIC_URL: where readers may fetch objects directly (`/media` redirects images there). */
  readonly publicBase?: string;

  constructor(
    settings: S3Settings,
    private readonly urlPrefix = '/media',
  ) {
    this.bucket = settings.bucket;
    this.publicBase = settings.publicUrl;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // MinIO and most self-hosted stores address buckets by path, not by a subdomain.
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the API demands them: not every S3-compatible store knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
  }

  async delete(keyOrPrefix: string): Promise<void> {
    const keys = keyOrPrefix.endsWith('/') ? await this.list(keyOrPrefix) : [checkedKey(keyOrPrefix)];
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async list(prefix = ''): Promise<string[]> {
    if (prefix) checkedKey(prefix);
    return (await this.objects(prefix)).map((object) => object.Key!).sort();
  }

  async createPending(folder: string, owner: string): Promise<void> {
    const mark = `${checkedKey(folder)}${PENDING_MARK}${owner}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: mark, Body: Buffer.alloc(0) }));
  }

  async settle(folder: string): Promise<void> {
    for (const key of await this.list(folder)) {
      if (key.slice(folder.length).startsWith(PENDING_MARK)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    }
  }

  async listFolders(): Promise<MediaFolder[]> {
    const folders = new Map<string, { mark?: _Object; first: _Object }>();
    for (const object of await this.objects('')) {
      const [group, name, file] = object.Key!.split('/');
      if (!group || !name || file === undefined) continue;
      const key = `${group}/${name}/`;
      const folder = folders.get(key) ?? { first: object };
      if (object.LastModified && object.LastModified < (folder.first.LastModified ?? object.LastModified)) folder.first = object;
      if (file.startsWith(PENDING_MARK)) folder.mark = object;
      folders.set(key, folder);
    }
    return [...folders].map(([key, { mark, first }]) => ({
      key,
      creating: false,
      owner: mark ? mark.Key!.slice(key.length + PENDING_MARK.length) : undefined,
      since: (mark ?? first).LastModified ?? new Date(),
      unsettled: mark !== undefined,
    }));
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(`${this.urlPrefix}/`) ? url.slice(this.urlPrefix.length + 1) : undefined;
  }

  /**
   * One object for `/media`, with the request's conditional and range headers passed on, so the
   * bucket answers 304 or 206 itself; undefined when there is no such object.
   */
  async open(key: string, request: { ifNoneMatch?: string; ifModifiedSince?: string; range?: string }): Promise<S3Object | undefined> {
    let answer: GetObjectCommandOutput;
    try {
      answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          IfNoneMatch: request.ifNoneMatch,
          IfModifiedSince: request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined,
          Range: request.range,
        }),
      );
    } catch (error) {
      if (notFound(error)) return undefined;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304) return { status: 304, headers: {} };
      throw error;
    }
    const headers: Record<string, string> = {};
    if (answer.ContentType) headers['Content-Type'] = answer.ContentType;
    if (answer.ContentLength !== undefined) headers['Content-Length'] = String(answer.ContentLength);
    if (answer.ETag) headers.ETag = answer.ETag;
    if (answer.LastModified) headers['Last-Modified'] = answer.LastModified.toUTCString();
    if (answer.ContentRange) headers['Content-Range'] = answer.ContentRange;
    headers['Accept-Ranges'] = 'bytes';
    return { status: answer.ContentRange ? 206 : 200, body: answer.Body as Readable, headers };
  }

  /** Every object under a prefix, all pages of the listing. */
  private async objects(prefix: string): Promise<_Object[]> {
    const objects: _Object[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }));
      objects.push(...(page.Contents ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  close(): void {
    this.client.destroy();
  }
}
