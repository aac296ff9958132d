import type { EntityClass, Opt, QueryOrderMap } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IsOptional } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { conflict } from '../../lib/errors.js';
import { IdInput } from './id.input.js';
import type { Page, SearchPageArgs } from './paging.js';
import { findOr404, findPage, listRows, NEWEST_FIRST } from './resource-queries.js';
import { searchWhere } from './search.js';
import { foldText } from './slug.js';
import { newSlug, renameSlug } from './slug-history.js';
import { softDelete, SoftDeletableEntity } from './soft-delete.js';
import { MessageArea, MultiLine, NameText, TrimmedLength } from './validation.js';

/**
 * Categories and tags: a name (unique among live records, compared folded), a slug and a
 * description (spec §5: name 2-50, description 2-150 for both).
 */
export const NAMED_LIMITS = { name: { min: 2, max: 50 }, description: { min: 2, max: 150 } } as const;

@ObjectType()
export abstract class NamedEntity extends SoftDeletableEntity {
  @Field()
  @Property({ type: 'string', length: NAMED_LIMITS.name.max })
  name!: string;

  @Field({ description: 'URL segment made from the name.' })
  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Field()
  @Property({ type: 'string', length: NAMED_LIMITS.description.max })
  description!: string;

  /** The name folded like a slug ("Şehir Işığı" → "sehir isigi"): no two live records share it. */
  @Property({ type: 'string', length: 60, hidden: true })
  nameKey: Opt<string> = '';

  /** Name and description folded the same way, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.nameKey = foldText(this.name);
    this.searchText = foldText(`${this.name} ${this.description}`);
  }
}

/** The create and edit inputs of a named resource, with its own message keys (`Tag.Name.min`, …). */
export function namedInputs(area: string) {
  @InputType(`Create${area}Input`)
  @MessageArea(area, `Create${area}Input`)
  class CreateNamedInput {
    @Field()
    @NameText(`${area}.Name`, NAMED_LIMITS.name.min, NAMED_LIMITS.name.max)
    name!: string;

    @Field()
    @MultiLine()
    @TrimmedLength(`${area}.Description`, NAMED_LIMITS.description.min, NAMED_LIMITS.description.max)
    description!: string;
  }

  @InputType(`Update${area}Input`, { description: 'The record to edit; fields left out (or null) keep their value.' })
  @MessageArea(area, `Update${area}Input`)
  class UpdateNamedInput extends IdInput {
    @Field(() => String, { nullable: true })
    @IsOptional()
    @NameText(`${area}.Name`, NAMED_LIMITS.name.min, NAMED_LIMITS.name.max)
    name?: string | null;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @MultiLine()
    @TrimmedLength(`${area}.Description`, NAMED_LIMITS.description.min, NAMED_LIMITS.description.max)
    description?: string | null;
  }

  return { CreateNamedInput, UpdateNamedInput };
}

export interface NamedInput {
  name: string;
  description: string;
}

export interface NamedUpdate {
  id: number;
  name?: string | null;
  description?: string | null;
}

/** The texts a named resource answers with. */
export interface NamedTexts {
  /** e.g. `Category`: the area of its message keys. */
  area: string;
  notFound: string;
  taken: string;
}

/** List, choices, detail, create, edit and soft delete of a named resource. */
export class NamedService<T extends NamedEntity> {
  constructor(
    protected readonly em: EntityManager,
    protected readonly entity: EntityClass<T>,
    protected readonly texts: NamedTexts,
  ) {}

  /** Newest first, optionally filtered by the words of name and description, in any order. */
  async list(args: SearchPageArgs): Promise<Page<T>> {
    return (await findPage(this.em, this.named, { where: searchWhere(args.query), orderBy: NEWEST_FIRST, ...args })) as Page<T>;
  }

  /**
   * The entity seen as its named shape, so filters, orders and new records are checked against the
   * fields every named entity has (MikroORM cannot type them for an unresolved `T`); what it finds is
   * a `T`, the entity it is.
   */
  private get named(): EntityClass<NamedEntity> {
    return this.entity;
  }

  /** `all`'s answer in this request (a page's menu and its category block read it once), until a change. */
  private allOnce?: Promise<T[]>;

  /** Every live record by name, for choice lists and the public site. */
  all(): Promise<T[]> {
    return (this.allOnce ??= listRows(this.em, this.named, { orderBy: { name: 'asc', id: 'asc' } as QueryOrderMap<T> }) as Promise<T[]>);
  }

  async get(id: number): Promise<T> {
    return (await findOr404(this.em, this.named, { id }, this.texts.notFound)) as T;
  }

  async create(input: NamedInput): Promise<T> {
    const name = input.name.trim();
    await this.assertNameFree(name);
    const slug = await newSlug(this.em, this.entity, name);
    const record = this.em.create(this.named, { name, slug, description: input.description.trim() }) as T;
    await this.em.flush();
    this.allOnce = undefined;
    return record;
  }

  async update(input: NamedUpdate): Promise<T> {
    const record = await this.get(input.id);
    const name = input.name?.trim() ?? record.name;
    if (name !== record.name) {
      await this.assertNameFree(name, record.id);
      await renameSlug(this.em, this.entity, record, name);
    }
    record.name = name;
    record.description = input.description?.trim() ?? record.description;
    await this.em.flush();
    this.allOnce = undefined;
    return record;
  }

  /** Soft delete: news keep pointing at it and show it as a deleted placeholder. */
  async delete(id: number): Promise<void> {
    await softDelete(this.em, await this.get(id));
    this.allOnce = undefined;
  }

  private async assertNameFree(name: string, exceptId?: number) {
    const clash = await this.em.count(this.named, { nameKey: foldText(name), ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (clash) throw conflict('name', `${this.texts.area}.Name.taken`, this.texts.taken);
  }
}
