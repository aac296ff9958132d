import type { Request } from 'express';
import { fileField } from '../multipart.js';
import { bodyFields, textFields, type RestRoute } from '../route.js';

/** The signed-in user as the profile paths answer it (no secrets). */
export const PROFILE_USER = 'id name email language avatarUrl createdAt updatedAt';

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

/** The new password: spec §3 calls it `password`; `newPassword` (the GraphQL name) is taken too. */
const newPasswordName = (req: Request) => (body(req).newPassword !== undefined ? 'newPassword' : 'password');

const avatarRoute = (methods: RestRoute['methods'], path: string, mutation: string): RestRoute => ({
  methods,
  path,
  document: `mutation ($input: AvatarInput!) { ${mutation}(input: $input) { ${PROFILE_USER} } }`,
  variables: (req) => ({ input: { avatar: fileField(req, 'avatar') ?? null } }),
  files: { avatar: 'image' },
});

/**
 * Spec §7 `/profile/*`: the signed-in user's own account, each answering the updated user. JSON
 * bodies, except the avatar uploads (multipart, the file `avatar`).
 */
export const profileRoutes: RestRoute[] = [
  {
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/profile/update-profile',
    document: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_USER} } }`,
    variables: (req) => ({ input: textFields(req, ['name', 'email']) }),
  },
  {
    methods: ['PUT', 'PATCH', 'POST'],
    path: '/profile/change-language',
    document: `mutation ($input: ChangeLanguageInput!) { changeLanguage(input: $input) { ${PROFILE_USER} } }`,
    variables: (req) => ({ input: bodyFields(req, ['language']) }),
  },
  {
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/profile/change-password',
    document: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${PROFILE_USER} } }`,
    variables: (req) => {
      const { oldPassword, passwordConfirm, confirmation } = textFields(req, ['oldPassword', 'passwordConfirm', 'confirmation']);
      const newPassword = body(req)[newPasswordName(req)] ?? '';
      return { input: { oldPassword, newPassword, passwordConfirm: passwordConfirm || confirmation } };
    },
    fieldNames: (req) => ({ newPassword: newPasswordName(req) }),
  },
  avatarRoute(['POST'], '/profile/upload-avatar', 'uploadAvatar'),
  avatarRoute(['POST', 'PUT', 'PATCH'], '/profile/change-avatar', 'changeAvatar'),
  {
    methods: ['POST', 'DELETE'],
    path: '/profile/remove-avatar',
    document: `mutation { removeAvatar { ${PROFILE_USER} } }`,
  },
];
