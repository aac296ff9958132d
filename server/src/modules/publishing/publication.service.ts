import { helper, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound, staleVersion } from '../../lib/errors.js';
import { recordRevision } from '../revision/revision.service.js';
import { publishableOf } from './publishables.js';
import { RevisionReason } from '../revision/revision.entity.js';
import type { User } from '../user/user.entity.js';
import type { ChangePublicationInput } from './publication.inputs.js';
import { PublicationState } from './publication.types.js';
import { EditorialKind, PublicationStatus } from './publication.js';
import { WITH_UNPUBLISHED, type PublishableEntity } from './publishable.entity.js';


/** The publication fields of a save or of a publication change, as sent. */
export interface PublicationChange {
  status?: PublicationStatus | null;
  publishAt?: Date | null;
}

/** Where a save takes an item: its status, and when it goes public if scheduled. */
export interface PublicationTarget {
  status: PublicationStatus;
  publishAt: Date | null;
}

/**
 * The status a save asks for, checked against `now`: a `publishAt` alone schedules; a schedule needs a
 * `publishAt` ahead of now. Nothing sent: undefined (a create publishes at once, an edit keeps the status).
 */
export function publicationTarget(change: PublicationChange, now: Date): PublicationTarget | undefined {
  const status = change.status ?? (change.publishAt ? PublicationStatus.scheduled : undefined);
  if (!status) return undefined;
  if (status !== PublicationStatus.scheduled) return { status, publishAt: null };
  if (!change.publishAt) throw badInput({ publishAt: 'Editorial.PublishAt.required' });
  if (change.publishAt.getTime() <= now.getTime()) throw badInput({ publishAt: 'Editorial.PublishAt.past' });
  return { status, publishAt: change.publishAt };
}

/** Puts an item in its new status: `publishedAt` is the first time it was published, kept when withdrawn and published again. */
export function applyPublication(item: PublishableEntity, target: PublicationTarget, now: Date): void {
  item.status = target.status;
  item.publishAt = target.publishAt;
  if (target.status === PublicationStatus.published) item.publishedAt ??= now;
}

/** The status of a new item: what was asked for, else published at once (the spec's REST creates). */
export const createTarget = (change: PublicationChange, now: Date): PublicationTarget =>
  publicationTarget(change, now) ?? { status: PublicationStatus.published, publishAt: null };

/** Refuses an edit based on another version than the stored one (none named: the edit is not checked). */
export function checkVersion(item: PublishableEntity, version: number | null | undefined): void {
  if (version != null && version !== item.version) throw staleVersion(item.version);
}

/**
 * Writes the save of an editorial item. Its version goes up by one even when only its relations
 * changed (the row is always written), and the UPDATE names the version it read. A save based on a
 * version (`basedOn`, what the editor's form loaded) is refused when a colleague's save came in
 * between, with the version stored now. A save that names none (spec §7's REST edits, as before
 * versions existed) is not checked: it is written over the newer version, as the last one.
 */
export async function saveEditorial(em: EntityManager, item: PublishableEntity, basedOn: number | null | undefined): Promise<void> {
  item.updatedAt = new Date();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await em.flush();
      return;
    } catch (error) {
      if (!(error instanceof OptimisticLockError)) throw error;
      const stored = await storedVersion(em, item);
      if (basedOn != null || stored === undefined || attempt >= UNCHECKED_SAVE_ATTEMPTS) throw staleVersion(stored ?? item.version);
      rebase(item, stored);
    }
  }
}

/** How often an unchecked save is written again over colleagues' saves that keep coming in between. */
const UNCHECKED_SAVE_ATTEMPTS = 3;

async function storedVersion(em: EntityManager, item: PublishableEntity): Promise<number | undefined> {
  const stored = await em.fork().findOne(item.constructor as never, { id: item.id } as never, { ...WITH_UNPUBLISHED, fields: ['version'] as never });
  return (stored as PublishableEntity | null)?.version;
}

/** Makes the next flush's UPDATE name `version` and raise it by one, as if the item had been read at it. */
function rebase(item: PublishableEntity, version: number): void {
  item.version = version;
  const original = helper(item).__originalEntityData as { version?: number } | undefined;
  if (original) original.version = version;
}

/** Keeps the revision of a save: a `publish` one when the save made the item public, a `save` one otherwise. */
export function recordSave(em: EntityManager, kind: EditorialKind, item: PublishableEntity, before: PublicationStatus | undefined, author: User | null) {
  const published = item.status === PublicationStatus.published && before !== PublicationStatus.published;
  return recordRevision(em, { kind, item, reason: published ? RevisionReason.publish : RevisionReason.save, author });
}

/** The publication state of an item as the API answers it. */
export const stateOf = (kind: EditorialKind, item: PublishableEntity): PublicationState =>
  Object.assign(new PublicationState(), {
    kind,
    id: item.id,
    status: item.status,
    publishAt: item.publishAt ?? null,
    publishedAt: item.publishedAt ?? null,
    version: item.version,
  });

/** Publishing now, withdrawing to draft and scheduling any editorial item (the modules' `publishable`). */
export class PublicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async change(input: ChangePublicationInput, author: User | null): Promise<PublicationState> {
    const now = this.now();
    const target = publicationTarget(input, now)!;
    const item = await this.em.findOne(publishableOf(input.kind).entity, { id: input.id } as never, WITH_UNPUBLISHED);
    if (!item) throw notFound('Item not found.');
    checkVersion(item, input.version);
    const before = item.status;
    applyPublication(item, target, now);
    await saveEditorial(this.em, item, input.version);
    await recordSave(this.em, input.kind, item, before, author);
    return stateOf(input.kind, item);
  }
}
