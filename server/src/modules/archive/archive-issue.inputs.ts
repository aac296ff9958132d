import { IsDefined, IsOptional, registerDecorator } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { GraphQLUpload, type UploadInput } from '../../media/upload.scalar.js';
import { IdInput } from '../common/id.input.js';
import { RichTextContent, RichTextScalar } from '../common/rich-text-field.js';
import type { RichText } from '../common/rich-text.types.js';
import { MultiLine, NameText, TrimmedLength } from '../common/validation.js';
import { withPublication, withVersionedPublication } from '../publishing/publication.inputs.js';

/** Spec §5 and §9: title 2-150, description up to 250; the price fits numeric(10,2). */
export const ARCHIVE_LIMITS = { title: { min: 2, max: 150 }, description: { max: 250 }, link: { max: 500 } } as const;

/** A TRY amount ≥ 0 with at most two decimals, with a dot or a comma: "250", "250.5", "250,50". */
const PRICE = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/** `yes` or `no` (spec §3: isFeatured is sent as yes or no). */
export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The stored form of a valid price: "250,5" → "250.50". */
export function normalizePrice(value: string): string {
  const [whole, fraction = ''] = value.trim().replace(',', '.').split('.');
  return `${BigInt(whole!)}.${fraction.padEnd(2, '0')}`;
}

export function isHttpLink(value: string): boolean {
  const text = value.trim();
  if (text.length > ARCHIVE_LIMITS.link.max || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Required text that must pass `check`: `<area>.required` when blank, `<area>.invalid` otherwise. */
function RequiredText(area: string, check: (text: string) => boolean) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'requiredText',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }) => (isBlank(value) ? `${area}.required` : `${area}.invalid`) },
      validator: { validate: (value: unknown) => typeof value === 'string' && !isBlank(value) && check(value.trim()) },
    });
  };
}

const Price = () => RequiredText('Archive.Price', (text) => PRICE.test(text));
const HttpLink = () => RequiredText('Archive.Link', isHttpLink);
const YesOrNo = () => RequiredText('Archive.IsFeatured', (text) => (YES_NO as readonly string[]).includes(text));
const Title = () => NameText('Archive.Title', ARCHIVE_LIMITS.title.min, ARCHIVE_LIMITS.title.max);
const Description = () => TrimmedLength('Archive.Description', 1, ARCHIVE_LIMITS.description.max);

/** The text fields of an archive issue (spec §5); the files come with the create and edit inputs. */
@InputType('CreateArchiveIssueInput')
export class CreateArchiveIssueInput extends withPublication(class {}, 'ArchiveCreatePublication') {
  @Field()
  @Title()
  title!: string;

  @Field()
  @Description()
  @MultiLine()
  description!: string;

  @Field(() => RichTextScalar, { description: 'Slate JSON; not empty.' })
  @RichTextContent('Archive.Content')
  content!: RichText;

  @Field(() => RichTextScalar, { description: 'Slate JSON; not empty.' })
  @RichTextContent('Archive.Masthead')
  masthead!: RichText;

  @Field({ description: 'TRY, at least 0, at most two decimals: "250", "250.5" or "250,50".' })
  @Price()
  price!: string;

  @Field({ description: 'Where to buy the issue: an http or https address.' })
  @HttpLink()
  link!: string;

  @Field({ description: '`yes` or `no`.' })
  @YesOrNo()
  isFeatured!: string;

  /**
   * Required, but nullable in the schema: a missing file is then reported by validation, with the
   * spec's key and together with the other fields (and after the permission check), instead of as
   * a variable coercion error.
   */
  @Field(() => GraphQLUpload, { nullable: true, description: 'Cover image (JPEG, PNG, WebP or GIF); required.' })
  @IsDefined({ message: 'Archive.Poster.required' })
  poster!: UploadInput;

  @Field(() => GraphQLUpload, { nullable: true, description: 'PDF preview of the issue; required.' })
  @IsDefined({ message: 'Archive.Preview.required' })
  preview!: UploadInput;
}

@InputType('UpdateArchiveIssueInput', { description: 'The issue to edit; fields and files left out (or null) keep their value.' })
export class UpdateArchiveIssueInput extends withVersionedPublication(IdInput, 'ArchiveEditPublication') {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Title()
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Description()
  @MultiLine()
  description?: string | null;

  @Field(() => RichTextScalar, { nullable: true })
  @IsOptional()
  @RichTextContent('Archive.Content')
  content?: RichText | null;

  @Field(() => RichTextScalar, { nullable: true })
  @IsOptional()
  @RichTextContent('Archive.Masthead')
  masthead?: RichText | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Price()
  price?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @HttpLink()
  link?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @YesOrNo()
  isFeatured?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new cover image; the old one is removed.' })
  poster?: UploadInput | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new PDF preview; the old one is removed.' })
  preview?: UploadInput | null;
}
