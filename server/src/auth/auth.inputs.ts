import { IsBoolean, IsEmail, IsNotEmpty, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Matches } from '../modules/common/validation.js';

/** Spec §9: email at most 150 characters, password 8 to 25. */
export const EMAIL_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;

@InputType()
export class SignInInput {
  @Field()
  @MaxLength(EMAIL_MAX, { message: 'Auth.Email.max' })
  @IsEmail({}, { message: 'Auth.Email.invalid' })
  @IsNotEmpty({ message: 'Auth.Email.required' })
  email!: string;

  @Field()
  @IsNotEmpty({ message: 'Auth.Password.required' })
  password!: string;

  @Field({ defaultValue: false })
  @IsBoolean({ message: 'Auth.RememberMe.invalid' })
  rememberMe!: boolean;
}

@InputType()
export class ForgotPasswordInput {
  @Field()
  @MaxLength(EMAIL_MAX, { message: 'Auth.Email.max' })
  @IsEmail({}, { message: 'Auth.Email.invalid' })
  @IsNotEmpty({ message: 'Auth.Email.required' })
  email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the reset link.' })
  @IsNotEmpty({ message: 'Auth.Token.required' })
  token!: string;

  @Field()
  @Length(PASSWORD_MIN, PASSWORD_MAX, {
    message: ({ value }) => (String(value ?? '').length < PASSWORD_MIN ? 'Auth.Password.min' : 'Auth.Password.max'),
  })
  @IsNotEmpty({ message: 'Auth.Password.required' })
  password!: string;

  @Field()
  @Matches('password', { message: 'Auth.PasswordConfirm.match' })
  @IsNotEmpty({ message: 'Auth.PasswordConfirm.required' })
  passwordConfirm!: string;
}
