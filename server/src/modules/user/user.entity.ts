import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';

export enum Language {
  tr = 'tr',
  en = 'en',
}

registerEnumType(Language, { name: 'Language', description: 'Interface language.' });

/** A staff member who signs in to the admin. */
@ObjectType({ description: 'A staff member.' })
@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  @Field()
  @Property({ length: 150 })
  name!: string;

  /** Stored lower-cased; unique. */
  @Field()
  @Property({ length: 150, unique: true })
  email!: string;

  @Property({ hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => Language)
  @Enum({ items: () => Language })
  language: Opt<Language> = Language.tr;

  /** Public path of the avatar image under /media, when one was uploaded. */
  @Property({ type: 'string', nullable: true })
  avatarPath?: string | null;

  @Field(() => String, { nullable: true, description: 'Address of the avatar image, if any.' })
  get avatarUrl(): string | null {
    return this.avatarPath ?? null;
  }

  /** Soft delete: content keeps pointing at the user, shown as a "deleted" placeholder. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  @Field(() => Boolean, { name: 'deleted', description: 'A deleted user still answers where content refers to them, as a labelled placeholder.' })
  get isDeleted(): Opt<boolean> {
    return Boolean(this.deletedAt);
  }
}
