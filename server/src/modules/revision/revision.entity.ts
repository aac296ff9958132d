import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RichText } from '../common/rich-text.types.js';
import { EditorialItemRow } from '../publishing/editorial-item-row.entity.js';
import { User } from '../user/user.entity.js';

/** Why a revision was kept. */
export enum RevisionReason {
  /** A save of the edit form (or a create). */
  save = 'save',
  /** The editor's text kept while typing; it never changes the item. */
  autosave = 'autosave',
  /** The item became public (publish now, or the scheduler at its time). */
  publish = 'publish',
  /** An earlier revision copied as the newest draft, to be saved from the edit form. */
  restore = 'restore',
}

registerEnumType(RevisionReason, { name: 'RevisionReason', description: 'Why a revision was kept: save, autosave, publish or restore.' });

/** The longest title of the three kinds (a news title); revisions keep any of them whole. */
export const REVISION_TITLE_MAX = 250;

/** One main field of an item as the history shows it side by side: its name and its value as text. */
@ObjectType({ description: 'One main field of a revision: its name and its value as text.' })
export class RevisionField {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

/**
 * The text of a news item, column or archive issue at one moment: who kept it and why, its title,
 * summary (teaser or description), rich text and main fields. Numbered per item; rows of items are
 * never changed by a revision.
 */
@ObjectType({ description: 'The text of a news item, column or archive issue at one moment (revision history).' })
@Entity({ tableName: 'revisions' })
@Index({ name: 'revisions_kind_item_id_number_index', expression: 'create unique index "revisions_kind_item_id_number_index" on "revisions" ("kind", "item_id", "number" desc)' })
export class Revision extends EditorialItemRow {
  @Field(() => Int, { description: "1, 2, 3… per item; an autosave replaced in place takes the item's next number." })
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => RevisionReason)
  @Enum({ items: () => RevisionReason })
  reason!: RevisionReason;

  @Field(() => Boolean, { description: 'Whether this is the text readers saw (kept whatever the history grows to).' })
  @Property({ type: 'boolean', default: false })
  published: Opt<boolean> = false;

  /** Null for the scheduler's publications, and once the user row is gone for good. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  author?: Rel<User> | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Int, { description: "The item's version this text was written on." })
  @Property({ type: 'integer' })
  itemVersion!: number;

  @Field(() => String)
  @Property({ type: 'string', length: REVISION_TITLE_MAX })
  title!: string;

  @Field(() => String, { nullable: true, description: "The teaser (news) or description (archive issue); null for a column, which has none." })
  @Property({ type: 'text', nullable: true })
  summary?: string | null;

  /** Slate JSON (the content field resolver answers it). */
  @Property({ type: 'json' })
  content!: RichText;

  /** The main fields in the edit form's order (the fields field resolver answers them). */
  @Property({ type: 'json' })
  fields!: RevisionField[];
}
