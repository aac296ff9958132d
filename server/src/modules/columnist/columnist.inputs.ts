import { IsDefined, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { GraphQLUpload, type UploadInput } from '../../media/upload.scalar.js';
import { IdInput } from '../common/id.input.js';
import { NameText } from '../common/validation.js';
import { COLUMNIST_LIMITS } from './columnist.entity.js';

const { min, max } = COLUMNIST_LIMITS.name;

/** Spec §5: name 2-150; the image is required on create (`Columnist.Image.required`). */
@InputType()
export class CreateColumnistInput {
  @Field()
  @NameText('Columnist.Name', min, max)
  name!: string;

  /** Nullable in the schema so that a missing file is reported with its key, like a missing name. */
  @Field(() => GraphQLUpload, { nullable: true, description: 'The portrait (JPEG, PNG, WebP or GIF). Required.' })
  @IsDefined({ message: 'Columnist.Image.required' })
  image?: UploadInput | null;
}

@InputType({ description: 'The columnist to edit; fields left out (or null) keep their value.' })
export class UpdateColumnistInput extends IdInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @NameText('Columnist.Name', min, max)
  name?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new portrait, replacing the stored one.' })
  image?: UploadInput | null;
}
