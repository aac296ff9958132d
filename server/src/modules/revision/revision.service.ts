import { Collection, Reference, Utils, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validate } from 'class-validator';
import { fieldsFromValidation } from '../../graphql/errors.js';
import { VALIDATOR_OPTIONS } from '../../graphql/argument-validation.js';
import { badInput, notFound } from '../../lib/errors.js';
import { emptyRichText, isRichText, richTextToPlainText } from '../common/rich-text.js';
import type { RichText } from '../common/rich-text.types.js';
import type { InputClass } from '../common/validation.js';
import { publishableOf } from '../publishing/publishables.js';
import { EditorialKind, PublicationStatus } from '../publishing/publication.js';
import { WITH_UNPUBLISHED, type PublishableEntity } from '../publishing/publishable.entity.js';
import { User } from '../user/user.entity.js';
import { UpdateArchiveIssueInput } from '../archive/archive-issue.inputs.js';
import { UpdateColumnInput } from '../column/column.inputs.js';
import { UpdateNewsInput } from '../news/news.inputs.js';
import { Revision, RevisionReason, type RevisionField } from './revision.entity.js';
import type { AutosaveDraftInput } from './revision.inputs.js';

/** Revisions kept per item whatever they are; published ones are kept beyond these. */
export const KEPT_REVISIONS = 50;

/** At most this many old revisions are deleted by one new one (the history shrinks back to its size over a few saves). */
const PRUNE_BATCH = 100;

/**
 * The edit input of each kind and the input field its summary is checked as: an autosave's title,
 * summary and text are checked by the rules of the resource's own edit form.
 */
const EDIT_INPUTS: Record<EditorialKind, { input: InputClass; area: string; summary?: string }> = {
  [EditorialKind.News]: { input: UpdateNewsInput, area: 'News', summary: 'teaser' },
  [EditorialKind.Column]: { input: UpdateColumnInput, area: 'Column' },
  [EditorialKind.ArchiveIssue]: { input: UpdateArchiveIssueInput, area: 'Archive', summary: 'description' },
};

/** The rules an unfinished draft may still break: a text not written yet, or too short so far. */
const UNFINISHED = /\.(required|min)$/;

/** A record's short name: its name, else its title, else its id. */
function nameOf(record: object): string {
  const { name, title, id } = record as { name?: unknown; title?: unknown; id?: unknown };
  return String(typeof name === 'string' ? name : typeof title === 'string' ? title : (id ?? ''));
}

/** A main field's value as the history shows it: dates as ISO text, relations by their name, lists joined. */
async function textOf(value: unknown): Promise<string> {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Collection) {
    const items = value.isInitialized() ? value.getItems() : await value.loadItems();
    return items.map(nameOf).join(', ');
  }
  const entity = Reference.unwrapReference(value as object);
  if (Utils.isEntity(entity, true)) {
    const loaded = wrap(entity, true).isInitialized() ? entity : await wrap(entity, true).init({ filters: false });
    return loaded ? nameOf(loaded) : '';
  }
  return String(value);
}

/** The text of an item now: title, summary, rich text and main fields (other rich-text fields as plain text). */
export async function snapshotOf(kind: EditorialKind, item: PublishableEntity) {
  const { summaryField, richTextFields, fields } = publishableOf(kind);
  const values = item as unknown as Record<string, unknown>;
  const [contentField, ...otherRichText] = richTextFields;
  const main: RevisionField[] = [];
  for (const name of fields) main.push({ name, value: await textOf(values[name]) });
  for (const name of otherRichText) main.push({ name, value: richTextToPlainText(values[name] as RichText) });
  return {
    title: String(values.title ?? ''),
    summary: summaryField ? String(values[summaryField] ?? '') : null,
    content: (values[contentField!] ?? []) as RichText,
    fields: main,
  };
}

/**
 * Runs `work` in a transaction that holds the item's revision lock: the numbers of an item's
 * revisions are given out one at a time (two saves at once cannot take the same number).
 */
function withItemLock<T>(em: EntityManager, kind: EditorialKind, itemId: number, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?), ?)', [`revisions:${kind}`, itemId], 'all', tx.getTransactionContext());
    return work(tx);
  });
}

async function nextNumber(tx: EntityManager, kind: EditorialKind, itemId: number): Promise<number> {
  const [newest] = await tx.find(Revision, { kind, itemId }, { orderBy: { number: 'desc' }, limit: 1, fields: ['number'] });
  return (newest?.number ?? 0) + 1;
}

/**
 * The number of an item's newest real save, 0 when it has none: a save, or a publication by a staff
 * member (the edit form's "publish now" saves the text too). The scheduler's publication leaves an
 * editor's unsaved text pending.
 */
async function lastSaveNumber(tx: EntityManager, kind: EditorialKind, itemId: number): Promise<number> {
  const saves = { $or: [{ reason: RevisionReason.save }, { reason: RevisionReason.publish, author: { $ne: null } }] };
  const [save] = await tx.find(Revision, { kind, itemId, ...saves }, { orderBy: { number: 'desc' }, limit: 1, fields: ['number'] });
  return save?.number ?? 0;
}

/**
 * Keeps the newest KEPT_REVISIONS of an item and every published one; deletes at most PRUNE_BATCH
 * others at a time, in the caller's transaction.
 */
async function prune(tx: EntityManager, kind: EditorialKind, itemId: number): Promise<void> {
  await tx.getConnection().execute(
    `delete from "revisions" where "id" in (
       select "id" from "revisions" where "kind" = ? and "item_id" = ? and not "published"
         and "number" < (select "number" from "revisions" where "kind" = ? and "item_id" = ? order by "number" desc offset ? limit 1)
       order by "number" limit ?)`,
    [kind, itemId, kind, itemId, KEPT_REVISIONS - 1, PRUNE_BATCH],
    'run',
    tx.getTransactionContext(),
  );
}

export interface RecordRevision {
  kind: EditorialKind;
  item: PublishableEntity;
  reason: RevisionReason.save | RevisionReason.publish;
  /** Null for the scheduler. */
  author: User | null;
}

/**
 * Keeps the text of an item as it was just saved or published (call it after the item's row was
 * written): a save's text is the published one when the item is published. Old revisions beyond
 * the kept ones go in the same transaction.
 */
export async function recordRevision(em: EntityManager, { kind, item, reason, author }: RecordRevision): Promise<Revision> {
  // Read before the transaction: the item's relations load on its own EntityManager (the embedded database has one connection).
  const snapshot = await snapshotOf(kind, item);
  return withItemLock(em, kind, item.id, async (tx) => {
    const revision = tx.create(Revision, {
      kind,
      itemId: item.id,
      number: await nextNumber(tx, kind, item.id),
      reason,
      published: item.status === PublicationStatus.published,
      author: author ? tx.getReference(User, author.id) : null,
      itemVersion: item.version,
      ...snapshot,
    });
    await tx.flush();
    await prune(tx, kind, item.id);
    return revision;
  });
}

/**
 * The revision history of news, columns and archive issues for staff: reading it, the editor's
 * autosaved text (its own revision, never the item's row), the pending draft offered on reopening,
 * and restoring an old revision as the newest draft.
 */
export class RevisionService {
  constructor(private readonly em: EntityManager) {}

  /** An item of any status (not deleted); NOT_FOUND otherwise. */
  async item(kind: EditorialKind, itemId: number): Promise<PublishableEntity> {
    const item = await this.em.findOne(publishableOf(kind).entity, { id: itemId } as never, WITH_UNPUBLISHED);
    if (!item) throw notFound('Item not found.');
    return item as PublishableEntity;
  }

  /** An item's revisions, newest first. */
  async list(kind: EditorialKind, itemId: number): Promise<Revision[]> {
    await this.item(kind, itemId);
    return this.em.find(Revision, { kind, itemId }, { orderBy: { number: 'desc' } });
  }

  async get(id: number): Promise<Revision> {
    const revision = await this.em.findOne(Revision, { id });
    if (!revision) throw notFound('Revision not found.');
    await this.item(revision.kind, revision.itemId);
    return revision;
  }

  /** The newest autosaved or restored text written after the item's last save (by anyone), if any. */
  async pendingDraft(kind: EditorialKind, itemId: number): Promise<Revision | null> {
    await this.item(kind, itemId);
    const after = await lastSaveNumber(this.em, kind, itemId);
    return this.em.findOne(
      Revision,
      { kind, itemId, reason: { $in: [RevisionReason.autosave, RevisionReason.restore] }, number: { $gt: after } },
      { orderBy: { number: 'desc' } },
    );
  }

  /**
   * Keeps what `user` is typing as their autosave revision of the item: one per user and item, replaced
   * in place (and numbered as the newest) until the next save. The item's row is never written.
   */
  async autosave(input: AutosaveDraftInput, user: User): Promise<Revision> {
    const item = await this.item(input.kind, input.itemId);
    await this.check(input);
    // A blank document may still be unfinished; anything but allow-listed Slate JSON is refused.
    if (!isRichText(input.content)) throw badInput({ content: `${EDIT_INPUTS[input.kind].area}.Content.invalid` });
    const content = input.content.length ? input.content : emptyRichText();
    const fields = (input.fields ?? []).map(({ name, value }) => ({ name, value }));
    return withItemLock(this.em, input.kind, item.id, async (tx) => {
      const after = await lastSaveNumber(tx, input.kind, item.id);
      const own = await tx.findOne(Revision, { kind: input.kind, itemId: item.id, reason: RevisionReason.autosave, author: user.id, number: { $gt: after } });
      const [newest] = await tx.find(Revision, { kind: input.kind, itemId: item.id }, { orderBy: { number: 'desc' }, limit: 1 });
      const number = own && own.id === newest?.id ? own.number : await nextNumber(tx, input.kind, item.id);
      const text = { title: input.title, summary: input.summary ?? null, content, fields, itemVersion: input.baseVersion, number, createdAt: new Date() };
      const revision = own
        ? Object.assign(own, text)
        : tx.create(Revision, { kind: input.kind, itemId: item.id, reason: RevisionReason.autosave, published: false, author: tx.getReference(User, user.id), ...text });
      await tx.flush();
      if (!own) await prune(tx, input.kind, item.id);
      return revision;
    });
  }

  /** A new `restore` revision copying an old one, on the item's current version; the item's row is not changed. */
  async restore(id: number, user: User): Promise<Revision> {
    const old = await this.get(id);
    const item = await this.item(old.kind, old.itemId);
    return withItemLock(this.em, old.kind, old.itemId, async (tx) => {
      const revision = tx.create(Revision, {
        kind: old.kind,
        itemId: old.itemId,
        number: await nextNumber(tx, old.kind, old.itemId),
        reason: RevisionReason.restore,
        published: false,
        author: tx.getReference(User, user.id),
        itemVersion: item.version,
        title: old.title,
        summary: old.summary ?? null,
        content: old.content,
        fields: old.fields.map(({ name, value }) => ({ name, value })),
      });
      await tx.flush();
      await prune(tx, old.kind, old.itemId);
      return revision;
    });
  }

  /**
   * An autosave's title, summary and text by the rules of the item's own edit form (lengths, refused
   * characters, allow-listed rich text), except those an unfinished draft may break (required, min).
   */
  private async check(input: AutosaveDraftInput): Promise<void> {
    const { input: EditInput, summary } = EDIT_INPUTS[input.kind];
    const edit = Object.assign(Object.create(EditInput.prototype) as object, {
      id: input.itemId,
      title: input.title,
      content: input.content,
      ...(summary && input.summary != null ? { [summary]: input.summary } : {}),
    });
    const errors = fieldsFromValidation(await validate(edit, VALIDATOR_OPTIONS));
    const refused = Object.entries(errors)
      .filter(([, key]) => !UNFINISHED.test(key))
      .map(([field, key]) => [field === summary ? 'summary' : field, key]);
    if (refused.length) throw badInput(Object.fromEntries(refused));
  }
}
