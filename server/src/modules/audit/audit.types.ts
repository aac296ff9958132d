import { IsInt, IsOptional, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageType } from '../common/paging.js';
import { AuditEntry, AuditKind } from './audit-entry.entity.js';

@ObjectType()
export class AuditEntryPage extends PageType(AuditEntry) {}

/** The audit log's paging (20 a page) and its filters: one person, one kind of record. */
@ArgsType()
export class AuditEntryListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only what this user did.' })
  @IsOptional()
  @IsInt({ message: 'AuditLog.UserId.invalid' })
  @Min(1, { message: 'AuditLog.UserId.invalid' })
  userId?: number | null;

  @Field(() => AuditKind, { nullable: true, description: 'Only entries about this kind of record.' })
  @IsOptional()
  kind?: AuditKind | null;
}
