/** Test data and clients beyond the basic harness: unique names, extra staff users, news rows, client addresses. */
import { randomBytes } from 'node:crypto';
import type { ArchiveIssue } from '../modules/archive/archive-issue.entity.js';
import { Category } from '../modules/category/category.entity.js';
import { paragraph } from '../modules/common/rich-text.js';
import type { NewsType } from '../modules/news/news-type.js';
import { News } from '../modules/news/news.entity.js';
import { Tag } from '../modules/tag/tag.entity.js';
import { Language, type User } from '../modules/user/user.entity.js';
import { UserService } from '../modules/user/user.service.js';
import type { TestApp } from './test-app.js';
import { TestClient, type TestResponse } from './test-client.js';

let sequence = 0;

/** A short text no other test (or earlier run on the same database) uses: `prefix` + a unique suffix. */
export function unique(prefix = 'x'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${sequence.toString(36)}`;
}

/** A fresh client address for servers started with `trustProxy: 1` (each one has its own per-address limits). */
export function nextAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/**
 * A random client address (10.x.y.z), for limits kept in a Redis that outlives one run: a counter
 * left by an earlier run under a fixed address would refuse this run's calls.
 */
export function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * A browser-like client that arrives through the (trusted) proxy from its own address, sent as
 * `X-Forwarded-For` on every request. Only meaningful when the server runs with `trustProxy: 1`.
 */
export class AddressedClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string = nextAddress(),
  ) {
    super(baseUrl);
  }

  override request<T = any>(
    method: string,
    path: string,
    options: Parameters<TestClient['request']>[2] = {},
  ): Promise<TestResponse<T>> {
    return super.request<T>(method, path, { ...options, headers: { 'x-forwarded-for': this.address, ...options.headers } });
  }
}

export interface StaffUser {
  user: User;
  email: string;
  password: string;
}

/** A second (third, …) staff account, created the way the app creates ADMIN_EMAIL's. */
export async function createStaffUser(
  t: TestApp,
  overrides: { email?: string; password?: string; name?: string; language?: Language } = {},
): Promise<StaffUser> {
  const email = overrides.email ?? `${unique('staff')}@dergi.test`;
  const password = overrides.password ?? 'Baska-Sifre-42';
  const { user } = await new UserService(t.app.db.orm.em.fork()).upsertStaff({
    email,
    password,
    name: overrides.name ?? 'Test Editör',
    language: overrides.language ?? Language.tr,
  });
  return { user, email: user.email, password };
}

/** The fields of an archive issue (unique title and slug, its files' paths, a price), with `overrides` laid over them. */
export function archiveIssueFields(overrides: Partial<ArchiveIssue> = {}) {
  return {
    title: unique('Sayı '),
    slug: unique('sayi-'),
    description: 'Bir sayı',
    posterPath: '/media/archives/test.webp',
    previewPath: '/media/archives/test.pdf',
    price: '250.00',
    link: 'https://dergi.example/satin-al',
    masthead: [paragraph('Yayın kurulu')],
    content: [paragraph('İçindekiler')],
    ...overrides,
  };
}

let lastNewsTime = 0;

/** News rows of a category (and tags) straight through the ORM, for tests whose subject is not the news API. */
export async function insertNews(
  t: TestApp,
  categoryId: number | undefined,
  count: number,
  options: { deleted?: boolean; titlePrefix?: string; tagIds?: number[]; type?: NewsType; hit?: number; featuredUntil?: Date; createdAt?: Date } = {},
): Promise<{ id: number; title: string; slug: string }[]> {
  const em = t.app.db.orm.em.fork();
  // Later calls get later times, so newest-first orders follow the order of the calls too (unless `createdAt` sets the first).
  const base = options.createdAt?.getTime() ?? (lastNewsTime = Math.max(Date.now() - 60_000, lastNewsTime + 1000));
  if (!options.createdAt) lastNewsTime += count * 1000;
  const created: News[] = [];
  for (let i = 0; i < count; i += 1) {
    const title = `${options.titlePrefix ?? 'Haber'} ${i + 1}`;
    const content = [paragraph(`${title} içeriği.`)];
    created.push(
      em.create(News, {
        title,
        slug: unique('haber-'),
        teaser: `${title} özeti`,
        content,
        posterPath: '/media/news/test.webp',
        category: categoryId ? em.getReference(Category, categoryId) : undefined,
        tags: (options.tagIds ?? []).map((id) => em.getReference(Tag, id)),
        // Increasing creation times: the list's newest-first order is then the reverse of `created`.
        createdAt: new Date(base + i * 1000),
        deletedAt: options.deleted ? new Date() : undefined,
        ...(options.type ? { type: options.type } : {}),
        ...(options.hit !== undefined ? { hit: options.hit } : {}),
        ...(options.featuredUntil ? { featuredUntil: options.featuredUntil } : {}),
      }),
    );
  }
  await em.flush();
  // Past the app's mutations: readers' kept pages and lists are cleared as a staff change would.
  await t.app.pages.clear();
  return created.map((news) => ({ id: news.id, title: news.title, slug: news.slug }));
}

/** A JSON body sent as-is (e.g. malformed JSON), with the client's cookies and CSRF header. */
export async function rawPost(client: TestClient, path: string, body: string, contentType = 'application/json') {
  const token = await client.csrf();
  const response = await fetch(client.baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-csrf-token': token,
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body,
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: json };
}

/** The attributes of the `Set-Cookie` line for `name` (lower-cased keys; flags map to true). */
export function setCookie(headers: Headers, name: string): { value: string; attributes: Record<string, string | true> } | undefined {
  const line = headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...parts] = line.split(';');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const [key, ...rest] = part.trim().split('=');
    attributes[key!.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  return { value: pair!.slice(name.length + 1), attributes };
}
