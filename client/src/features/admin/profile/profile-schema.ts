import { mixed, object, ref, string } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { trimmedLength } from '../../../lib/validation/trimmed-length';

/** Spec §5 and §9, the server's limits: name 2-15, email at most 150, password 8-25. */
export const PROFILE_LIMITS = LIMITS.Profile;

export const profileSchema = object({
  name: trimmedLength('Profile.Name', PROFILE_LIMITS.name),
  email: string().trim().required('Profile.Email.required').email('Profile.Email.invalid').max(PROFILE_LIMITS.email.max, 'Profile.Email.max'),
});

export interface ProfileValues {
  name: string;
  email: string;
}

const { password } = PROFILE_LIMITS;

export const passwordSchema = object({
  oldPassword: string().required('Profile.OldPassword.required'),
  newPassword: string().required('Profile.NewPassword.required').min(password.min, 'Profile.NewPassword.min').max(password.max, 'Profile.NewPassword.max'),
  passwordConfirm: string()
    .required('Profile.PasswordConfirm.required')
    .oneOf([ref('newPassword')], 'Profile.PasswordConfirm.match'),
});

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  passwordConfirm: string;
}

export const avatarSchema = object({
  avatar: mixed<File>().nullable().required('Profile.Avatar.required'),
});

export interface AvatarValues {
  /** The chosen image; required to upload or change. */
  avatar: File | null;
}
