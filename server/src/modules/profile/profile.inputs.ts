import { IsDefined, IsNotEmpty, Length } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { GraphQLUpload, type UploadInput } from '../../media/upload.scalar.js';
import { EmailAddress, Matches, MessageArea, NameText } from '../common/validation.js';
import { Language } from '../user/user.entity.js';

/** Spec §5 and §9: profile name 2-15, email at most 150, password 8-25. */
export const PROFILE_LIMITS = {
  name: { min: 2, max: 15 },
  email: { max: 150 },
  password: { min: 8, max: 25 },
} as const;

const { password } = PROFILE_LIMITS;

@InputType({ description: "The signed-in user's own name and email." })
@MessageArea('Profile')
export class UpdateProfileInput {
  @Field()
  @NameText('Profile.Name', PROFILE_LIMITS.name.min, PROFILE_LIMITS.name.max)
  name!: string;

  @Field({ description: 'Unique among users (CONFLICT, `Profile.Email.taken`); stored lower-cased.' })
  @EmailAddress('Profile.Email', PROFILE_LIMITS.email.max)
  email!: string;
}

@InputType({ description: 'A new password for the signed-in user; the other sign-ins of that user end.' })
@MessageArea('Profile')
export class ChangePasswordInput {
  @Field({ description: 'The current password (INVALID_CREDENTIALS, `Profile.OldPassword.incorrect`, when wrong).' })
  @IsNotEmpty({ message: 'Profile.OldPassword.required' })
  oldPassword!: string;

  @Field()
  @Length(password.min, password.max, {
    message: ({ value }) => (String(value ?? '').length < password.min ? 'Profile.NewPassword.min' : 'Profile.NewPassword.max'),
  })
  @IsNotEmpty({ message: 'Profile.NewPassword.required' })
  newPassword!: string;

  @Field()
  @Matches('newPassword', { message: 'Profile.PasswordConfirm.match' })
  @IsNotEmpty({ message: 'Profile.PasswordConfirm.required' })
  passwordConfirm!: string;
}

@InputType({ description: 'An avatar image (JPEG, PNG, WebP or GIF).' })
@MessageArea('Profile')
export class AvatarInput {
  /** Nullable in the schema so that a missing file is reported with its key. */
  @Field(() => GraphQLUpload, { nullable: true, description: 'Required.' })
  @IsDefined({ message: 'Profile.Avatar.required' })
  avatar?: UploadInput | null;
}

@InputType()
export class ChangeLanguageInput {
  @Field(() => Language)
  language!: Language;
}
