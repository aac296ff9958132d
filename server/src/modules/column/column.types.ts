import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { IsInt, IsOptional, Min } from 'class-validator';
import { PageType, SearchPageArgs } from '../common/paging.js';
import { Column } from './column.entity.js';

@ObjectType()
export class ColumnPage extends PageType(Column) {}

/** The admin list of columns: paging, the free-text query, and optionally one columnist. */
@ArgsType()
export class ColumnListArgs extends SearchPageArgs {
  @Field(() => Int, { nullable: true, description: 'Only the columns of this columnist.' })
  @IsOptional()
  @IsInt({ message: 'Column.ColumnistId.invalid' })
  @Min(1, { message: 'Column.ColumnistId.invalid' })
  columnistId?: number | null;
}
