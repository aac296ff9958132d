import { IsDefined, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { SearchPageArgs } from '../common/paging.js';
import { EditorialKind, PublicationStatus } from './publication.js';

/** A class an input extends (the resources' own fields; abstract ones too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TS2545: a mixin's base must take `any[]` constructor arguments.
type InputBase = abstract new (...args: any[]) => object;

/** The largest version a save may name (an Int column). */
const MAX_VERSION = 2_147_483_647;

const scheduling = (input: { status?: PublicationStatus | null }) => input.status === PublicationStatus.scheduled;

/** Several property decorators as one. */
const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorator of decorators) decorator(target, property);
  };

/** `publishAt`: required with status scheduled (that it lies ahead is the service's check, against its clock). */
const PublishAtField = () =>
  all(
    Field(() => Date, {
      nullable: true,
      description: 'When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules.',
    }),
    ValidateIf(scheduling),
    IsDefined({ message: 'Editorial.PublishAt.required' }),
  );

/** `version`: the one an edit is based on. */
const VersionField = () =>
  all(
    Field(() => Int, {
      nullable: true,
      description: "The item's `version` the edit is based on: when it is no longer the stored one, the save is refused (CONFLICT, 409) and nothing changes.",
    }),
    IsOptional(),
    IsInt({ message: 'Editorial.Version.invalid' }),
    Min(1, { message: 'Editorial.Version.invalid' }),
    Max(MAX_VERSION, { message: 'Editorial.Version.invalid' }),
  );

/**
 * The publication fields of a create input of news, columns and archive issues. `name` names the
 * abstract input type in between: type-graphql carries fields (these and the base's) only through
 * registered types; a type no field names is left out of the schema.
 */
export function withPublication<T extends InputBase>(Base: T, name: string) {
  @InputType(name)
  abstract class WithPublication extends Base {
    @Field(() => PublicationStatus, {
      nullable: true,
      description: 'draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`).',
    })
    @IsOptional()
    status?: PublicationStatus | null;

    @PublishAtField()
    publishAt?: Date | null;
  }
  return WithPublication;
}

/** The publication fields of an edit input: those of a create, and the version the edit is based on. */
export function withVersionedPublication<T extends InputBase>(Base: T, name: string) {
  @InputType(`${name}Versioned`)
  abstract class WithVersionedPublication extends withPublication(Base, name) {
    @VersionField()
    version?: number | null;
  }
  return WithVersionedPublication;
}

@InputType({ description: 'Publish now, withdraw to draft or schedule a news item, column or archive issue.' })
export class ChangePublicationInput {
  @Field(() => EditorialKind)
  kind!: EditorialKind;

  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  @Min(1, { message: 'Common.Id.invalid' })
  id!: number;

  // Nullable in the schema, required by the rules: a missing status is a field error after the permission check (an anonymous call answers 401, not 400).
  @Field(() => PublicationStatus, { nullable: true, description: 'Required. published: public now; draft: withdrawn; scheduled: public at `publishAt`.' })
  @IsDefined({ message: 'Editorial.Status.required' })
  status!: PublicationStatus;

  @PublishAtField()
  publishAt?: Date | null;

  @VersionField()
  version?: number | null;
}

/** An admin list of news, columns or archive issues: paging, the free-text query, and optionally one status. */
@ArgsType()
export class EditorialListArgs extends SearchPageArgs {
  @Field(() => PublicationStatus, { nullable: true, description: 'Only the items of this status (all of them when left out).' })
  @IsOptional()
  status?: PublicationStatus | null;
}

/** The condition of an admin list's `status` filter (none: every status). */
export const statusWhere = (status: PublicationStatus | null | undefined) => (status ? { status } : {});
