import { ArrayMaxSize, IsEnum, IsInt, IsOptional, Length, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RichTextScalar } from '../common/rich-text-field.js';
import { MessageArea, MultiLine } from '../common/validation.js';
import { EditorialKind } from '../publishing/publication.js';

/** An autosave's main fields: at most this many, names and values at most this long. */
export const REVISION_LIMITS = { fields: 40, fieldName: 60, fieldValue: 50_000 } as const;

@MessageArea('Revision')
@InputType({ description: "One main field of the edit form as text (a category's name, the featuring period…)." })
export class RevisionFieldInput {
  @Field()
  @Length(1, REVISION_LIMITS.fieldName, { message: 'Revision.FieldName.invalid' })
  name!: string;

  @Field()
  @MultiLine()
  @Length(0, REVISION_LIMITS.fieldValue, { message: 'Revision.FieldValue.max' })
  value!: string;
}

@MessageArea('Revision')
@InputType({ description: "What the editor is typing, kept as their autosave revision of the item (the item's row is not changed)." })
export class AutosaveDraftInput {
  @Field(() => EditorialKind)
  @IsEnum(EditorialKind, { message: 'Revision.Kind.invalid' })
  kind!: EditorialKind;

  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  @Min(1, { message: 'Common.Id.invalid' })
  itemId!: number;

  @Field(() => Int, { description: "The item's version the edit form was opened on." })
  @IsInt({ message: 'Revision.BaseVersion.invalid' })
  @Min(1, { message: 'Revision.BaseVersion.invalid' })
  baseVersion!: number;

  @Field({ description: "Checked by the item's own rules (lengths, characters); may still be short or empty." })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The teaser (news) or description (archive issue); ignored for a column.' })
  @IsOptional()
  @MultiLine()
  summary?: string | null;

  @Field(() => RichTextScalar, { description: 'Slate JSON, allow-listed like the item\'s own; may still be blank.' })
  content!: unknown;

  @Field(() => [RevisionFieldInput], { nullable: true, description: 'The main fields in the edit form\'s order.' })
  @IsOptional()
  @ArrayMaxSize(REVISION_LIMITS.fields, { message: 'Revision.Fields.max' })
  @ValidateNested({ each: true })
  fields?: RevisionFieldInput[] | null;
}

@InputType({ description: 'The revision to restore as the newest draft.' })
export class RestoreRevisionInput {
  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  @Min(1, { message: 'Common.Id.invalid' })
  id!: number;
}
