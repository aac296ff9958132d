import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/** What a staff member did. */
export enum AuditAction {
  create = 'create',
  update = 'update',
  delete = 'delete',
  confirm = 'confirm',
  signIn = 'signIn',
  signOut = 'signOut',
  /** An editorial item made public: at once by staff, or at its time by the scheduler (no user). */
  publish = 'publish',
  /** A published item withdrawn to draft. */
  unpublish = 'unpublish',
  schedule = 'schedule',
  /** An old revision copied as the newest draft. */
  restore = 'restore',
  /** A shareable preview link made or revoked. */
  previewLink = 'previewLink',
}

/** The kind of record it was done to (`Profile` is the user's own account, `Session` a sign-in). */
export enum AuditKind {
  Category = 'Category',
  Tag = 'Tag',
  News = 'News',
  Columnist = 'Columnist',
  Column = 'Column',
  ArchiveIssue = 'ArchiveIssue',
  Event = 'Event',
  Advert = 'Advert',
  PageSlot = 'PageSlot',
  ContactMessage = 'ContactMessage',
  NewsletterSubscriber = 'NewsletterSubscriber',
  SubscriptionRequest = 'SubscriptionRequest',
  Profile = 'Profile',
  Session = 'Session',
}

registerEnumType(AuditAction, { name: 'AuditAction', description: 'What a staff member did.' });
registerEnumType(AuditKind, { name: 'AuditKind', description: 'The kind of record an audit entry is about.' });

/** The longest label kept (a title or a name, cut). */
export const AUDIT_LABEL_MAX = 200;

/**
 * One thing a staff member did: who (the user, and their name at the time, which stays when the
 * user is gone), what, to which record, when and from which address. Written only by AuditService.
 */
@ObjectType({ description: 'One recorded staff action (audit log).' })
@Entity({ tableName: 'audit_entries' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['kind', 'createdAt'] })
export class AuditEntry {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => Date, { description: 'When it happened.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** Null once the user row is gone for good; `userName` still tells who it was. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user?: Rel<User> | null;

  @Field({ description: "The user's name when it happened." })
  @Property({ type: 'string', length: 150 })
  userName!: string;

  @Field(() => AuditAction)
  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Field(() => AuditKind)
  @Enum({ items: () => AuditKind })
  kind!: AuditKind;

  @Field(() => Int, { nullable: true, description: 'The id of the record, when there is one.' })
  @Property({ type: 'integer', nullable: true })
  recordId?: number | null;

  @Field(() => String, { nullable: true, description: "The record's title or name when it happened." })
  @Property({ type: 'string', length: AUDIT_LABEL_MAX, nullable: true })
  label?: string | null;

  @Field({ description: 'The client address the request came from.' })
  @Property({ type: 'string', length: 64 })
  ip!: string;
}
