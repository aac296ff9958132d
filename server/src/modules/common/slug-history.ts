import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../lib/errors.js';
import { SlugRedirect } from '../slug-redirect/slug-redirect.entity.js';
import { listRows } from './resource-queries.js';
import { firstFreeSlug, slugify } from './slug.js';

interface Slugged {
  id: number;
  slug: string;
}

/**
 * The record of `entity` that `where` finds. The filter is checked against the slugged shape every
 * such entity has (MikroORM cannot type a filter of an unresolved `T`); the record is the entity's.
 */
async function findSlugged<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, where: Partial<Slugged>): Promise<T | null> {
  const slugged: EntityClass<Slugged> = entity;
  // A plain statement (listRows): every public page of an item opens with this read.
  const [found] = await listRows(em, slugged, { where, orderBy: { id: 'asc' }, limit: 1 });
  return (found as T | undefined) ?? null;
}

/**
 * The first slug of `title` that no record of `entity` uses, deleted ones included (their slugs keep
 * answering): one query for `slug` and its numbered variants.
 */
export async function freeSlug<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const slugged: EntityClass<Slugged> = entity;
  const rows = await em.find(slugged, { slug: { $re: `^${base}(-[0-9]+)?$` }, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['slug'], filters: false });
  return firstFreeSlug(base, rows.map((row) => row.slug));
}

/**
 * The slug of a new record's title. A redirect that pointed elsewhere from that slug is dropped,
 * since the slug now names the new record.
 */
export async function newSlug<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, title: string): Promise<string> {
  const slug = await freeSlug(em, entity, title);
  await em.nativeDelete(SlugRedirect, { kind: entity.name, oldSlug: slug });
  return slug;
}

/**
 * Gives an existing record the slug of its new title; its previous slug becomes a redirect to it.
 * Call before flushing the record.
 */
export async function renameSlug<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, record: T, title: string): Promise<void> {
  const kind = entity.name;
  const slug = await freeSlug(em, entity, title, record.id);
  const previous = record.slug;
  if (previous === slug) return;
  record.slug = slug;
  await em.nativeDelete(SlugRedirect, { kind, oldSlug: slug });
  const existing = await em.findOne(SlugRedirect, { kind, oldSlug: previous });
  if (existing) existing.targetId = record.id;
  else em.create(SlugRedirect, { kind, oldSlug: previous, targetId: record.id });
}

/** The live record an earlier slug of `entity` leads to, if any. */
async function redirectTarget<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, oldSlug: string): Promise<T | null> {
  const redirect = await em.findOne(SlugRedirect, { kind: entity.name, oldSlug });
  return redirect ? findSlugged(em, entity, { id: redirect.targetId }) : null;
}

/** Where an old slug of `entity` leads now: the current slug of its record, if it is still there. */
export async function redirectedSlug<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, oldSlug: string): Promise<string | undefined> {
  return (await redirectTarget(em, entity, oldSlug))?.slug;
}

const MAX_ID = 2_147_483_647;

/**
 * The live record a public address names (design.md §5): its current slug, else its id written as
 * digits, else an earlier slug of it. The answer carries the current `slug`, so a page reached by an
 * old one redirects itself. NOT_FOUND otherwise (a deleted record is not found).
 */
export async function findBySlugOrId<T extends Slugged>(em: EntityManager, entity: EntityClass<T>, slugOrId: string, message: string): Promise<T> {
  const bySlug = await findSlugged(em, entity, { slug: slugOrId });
  if (bySlug) return bySlug;
  if (/^[1-9]\d{0,9}$/.test(slugOrId) && Number(slugOrId) <= MAX_ID) {
    const byId = await findSlugged(em, entity, { id: Number(slugOrId) });
    if (byId) return byId;
  }
  const redirected = await redirectTarget(em, entity, slugOrId);
  if (redirected) return redirected;
  throw notFound(message);
}
