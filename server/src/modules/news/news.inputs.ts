import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Min, ValidateIf, type ValidationArguments } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { GraphQLUpload, type UploadInput } from '../../media/upload.scalar.js';
import { IdInput } from '../common/id.input.js';
import { RichTextContent, RichTextScalar } from '../common/rich-text-field.js';
import { MultiLine, NameText, TrimmedLength } from '../common/validation.js';
import { FEATURING_PERIODS, type FeaturingPeriod } from './featuring.js';
import { NewsType } from './news-type.js';
import { withPublication, withVersionedPublication } from '../publishing/publication.inputs.js';

/** Spec §5 and §9: title at least 2 (the column holds 250), teaser at most 200, at most 10 photos an upload. */
export const NEWS_LIMITS = { title: { min: 2, max: 250 }, teaser: { min: 1, max: 200 }, photosPerUpload: 10 } as const;
const { title: NEWS_TITLE, teaser: NEWS_TEASER, photosPerUpload: MAX_PHOTOS_PER_UPLOAD } = NEWS_LIMITS;
const NEWS_TYPES = Object.values(NewsType);

/** A category is required; one that is not a positive whole number is invalid. */
const categoryMessage = ({ value }: ValidationArguments) => (value === null || value === undefined ? 'News.CategoryId.required' : 'News.CategoryId.invalid');

/** On create every field is checked; on edit only those sent (left out or null keeps the value). */
const whenSent = (required: boolean): PropertyDecorator => (required ? () => undefined : ValidateIf((_input, value) => value !== undefined && value !== null));

/** The fields of a news item, shared by create (all required but `type` and `isFeatured`) and edit. */
function newsFields(required: boolean) {
  @InputType(required ? 'NewsCreateFields' : 'NewsEditFields')
  abstract class NewsFields {
    @Field(() => String, { nullable: true })
    @whenSent(required)
    @NameText('News.Title', NEWS_TITLE.min, NEWS_TITLE.max)
    title?: string | null;

    @Field(() => String, { nullable: true })
    @whenSent(required)
    @MultiLine()
    @TrimmedLength('News.Teaser', NEWS_TEASER.min, NEWS_TEASER.max)
    teaser?: string | null;

    @Field(() => RichTextScalar, { nullable: true, description: "Slate JSON; the editor's blank paragraph counts as empty." })
    @whenSent(required)
    @RichTextContent('News.Content')
    content?: unknown;

    @Field(() => Int, { nullable: true })
    @whenSent(required)
    @IsInt({ message: categoryMessage })
    @Min(1, { message: categoryMessage })
    categoryId?: number | null;

    @Field(() => [Int], { nullable: true, description: 'At least one tag.' })
    @whenSent(required)
    @ArrayMinSize(1, { message: 'News.TagIds.min' })
    @IsInt({ each: true, message: 'News.TagIds.invalid' })
    tagIds?: number[] | null;

    @Field(() => String, { nullable: true, description: 'news | headline | dusunceOkulu (default news).' })
    @IsOptional()
    @IsIn(NEWS_TYPES, { message: 'News.Type.invalid' })
    type?: string | null;

    @Field(() => String, { nullable: true, description: 'Featuring period from now: no | 1d | 3d | 1w (default no).' })
    @IsOptional()
    @IsIn(FEATURING_PERIODS, { message: 'News.IsFeatured.invalid' })
    isFeatured?: FeaturingPeriod | null;

    @Field(() => GraphQLUpload, { nullable: true, description: 'The poster image: required on create, optional on edit.' })
    poster?: UploadInput | null;
  }
  return NewsFields;
}

@InputType()
export class CreateNewsInput extends withPublication(newsFields(true), 'NewsCreatePublication') {}

@InputType({ description: 'The news item to edit; fields left out (or null) keep their value.' })
export class UpdateNewsInput extends withVersionedPublication(newsFields(false), 'NewsEditPublication') {
  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  @Min(1, { message: 'Common.Id.invalid' })
  id!: number;
}

@InputType({ description: 'Photos added to a news gallery.' })
export class AddNewsPhotosInput extends IdInput {
  @Field(() => [GraphQLUpload])
  @ArrayMinSize(1, { message: 'News.Photos.required' })
  @ArrayMaxSize(MAX_PHOTOS_PER_UPLOAD, { message: 'News.Photos.max' })
  photos!: UploadInput[];
}

@InputType({ description: 'One photo of a news gallery.' })
export class NewsPhotoInput extends IdInput {
  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  photoId!: number;
}

@InputType({ description: 'The new order of a news gallery: every photo id, first to last.' })
export class ReorderNewsPhotosInput extends IdInput {
  @Field(() => [Int])
  @IsInt({ each: true, message: 'News.PhotoIds.invalid' })
  photoIds!: number[];
}
