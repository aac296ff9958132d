import { boolean, object, ref, string } from 'yup';

/** Spec §5; messages are validation keys (translated at display time). */
export const emailRule = string()
  .trim()
  .required('Auth.Email.required')
  .email('Auth.Email.invalid')
  .max(150, 'Auth.Email.max');

export const signInSchema = object({
  email: emailRule,
  password: string().required('Auth.Password.required'),
  rememberMe: boolean(),
});

export const forgotPasswordSchema = object({ email: emailRule });

export const resetPasswordSchema = object({
  password: string().required('Auth.Password.required').min(8, 'Auth.Password.min').max(25, 'Auth.Password.max'),
  passwordConfirm: string()
    .required('Auth.PasswordConfirm.required')
    .oneOf([ref('password')], 'Auth.PasswordConfirm.match'),
});
