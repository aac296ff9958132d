import { IsIn, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { GraphQLUpload, type UploadInput } from '../../media/upload.scalar.js';
import { IdInput } from '../common/id.input.js';
import { MessageArea, NameText, WebLink } from '../common/validation.js';
import { ADVERT_LOCATIONS } from './advert.entity.js';

/** Spec §5: name and link required (the link an http/https address); the lengths fit the table's columns. */
export const ADVERT_LIMITS = { name: { max: 150 }, link: { max: 500 } } as const;

/**
 * Spec §6: adverts are edited, never created or deleted. Fields left out (or null) keep their
 * value; the REST PUT sends every text field, so a missing name or link is `required` there.
 */
@InputType({ description: 'The advert to edit; fields left out (or null) keep their value.' })
@MessageArea('Advert')
export class UpdateAdvertInput extends IdInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @NameText('Advert.Name', 1, ADVERT_LIMITS.name.max)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'An absolute http:// or https:// address (`Advert.Link.invalid` otherwise).' })
  @IsOptional()
  @WebLink('Advert.Link', ADVERT_LIMITS.link.max)
  link?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new image (JPEG, PNG, WebP or GIF), replacing the stored one.' })
  image?: UploadInput | null;

  @Field(() => String, { nullable: true, description: `The slot: ${ADVERT_LOCATIONS.join(', ')}.` })
  @IsOptional()
  @IsIn(ADVERT_LOCATIONS, { message: 'Advert.Slot.invalid' })
  slot?: string | null;
}
