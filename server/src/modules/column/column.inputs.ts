import { IsDefined, IsInt, IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IdInput } from '../common/id.input.js';
import { RichTextContent, RichTextScalar } from '../common/rich-text-field.js';
import type { RichText } from '../common/rich-text.types.js';
import { NameText } from '../common/validation.js';
import { COLUMN_LIMITS } from './column.entity.js';
import { withPublication, withVersionedPublication } from '../publishing/publication.inputs.js';

const { min, max } = COLUMN_LIMITS.title;

/**
 * Spec §5: title 2-150, content not empty, columnist required (`Column.ColumnistId.required`);
 * the service answers `Column.ColumnistId.invalid` when it is not a live columnist.
 */
@InputType()
export class CreateColumnInput extends withPublication(class {}, 'ColumnCreatePublication') {
  @Field()
  @NameText('Column.Title', min, max)
  title!: string;

  @Field(() => RichTextScalar, { description: "Slate's JSON; the editor's blank paragraph counts as empty." })
  @RichTextContent('Column.Content')
  content!: RichText;

  /** Nullable in the schema so that a missing columnist is reported with its key. */
  @Field(() => Int, { nullable: true, description: 'A live columnist. Required.' })
  @IsDefined({ message: 'Column.ColumnistId.required' })
  @IsInt({ message: 'Column.ColumnistId.invalid' })
  @Min(1, { message: 'Column.ColumnistId.invalid' })
  columnistId?: number | null;
}

@InputType({ description: 'The column to edit; fields left out (or null) keep their value.' })
export class UpdateColumnInput extends withVersionedPublication(IdInput, 'ColumnEditPublication') {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @NameText('Column.Title', min, max)
  title?: string | null;

  @Field(() => RichTextScalar, { nullable: true })
  @IsOptional()
  @RichTextContent('Column.Content')
  content?: RichText | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Column.ColumnistId.invalid' })
  @Min(1, { message: 'Column.ColumnistId.invalid' })
  columnistId?: number | null;
}
