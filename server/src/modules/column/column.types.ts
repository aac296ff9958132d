import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageType, PublicPageArgs } from '../common/paging.js';
import { EditorialListArgs } from '../publishing/publication.inputs.js';
import { PUBLIC_SORT_NAMES, type PublicSort } from '../common/resource-queries.js';
import { Column } from './column.entity.js';

@ObjectType()
export class ColumnPage extends PageType(Column) {}

/** The admin list of columns: paging, the free-text query, and optionally one columnist and one status. */
@ArgsType()
export class ColumnListArgs extends EditorialListArgs {
  @Field(() => Int, { nullable: true, description: 'Only the columns of this columnist.' })
  @IsOptional()
  @IsInt({ message: 'Column.ColumnistId.invalid' })
  @Min(1, { message: 'Column.ColumnistId.invalid' })
  columnistId?: number | null;
}

/** The reader's column list (spec §2 /kose-yazisi): paging, the order and optionally one columnist. */
@ArgsType()
export class PublicColumnListArgs extends PublicPageArgs {
  @Field(() => String, { defaultValue: 'createdAt', description: '`createdAt` (newest first) or `hit` (most read first, then newest).' })
  @IsIn(PUBLIC_SORT_NAMES, { message: 'PublicColumns.SortBy.invalid' })
  sortBy!: PublicSort;

  @Field(() => Int, { nullable: true, description: 'Only the columns of this columnist (an unknown one gives an empty page).' })
  @IsOptional()
  @IsInt({ message: 'PublicColumns.ColumnistId.invalid' })
  columnistId?: number | null;
}
