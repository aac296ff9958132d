import { bodyFields, textFields, type RestRoute } from '../route.js';

const USER = 'id name email language avatarUrl createdAt updatedAt';

/** Spec §7: signing in and out, the access token, the password reset. */
export const authRoutes: RestRoute[] = [
  { methods: ['GET'], path: '/auth/user', document: `query { me { ${USER} } }` },
  {
    methods: ['POST'],
    path: '/auth/signin',
    document: `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken user { ${USER} } } }`,
    variables: (req) => ({ input: { ...textFields(req, ['email', 'password']), ...bodyFields(req, ['rememberMe']) } }),
  },
  {
    methods: ['GET'],
    path: '/auth/get-access-token',
    document: 'mutation { refreshAccessToken { accessToken } }',
  },
  { methods: ['POST'], path: '/auth/signout', document: 'mutation { signOut }', status: 204 },
  {
    methods: ['POST'],
    path: '/auth/forgot-password',
    document: 'mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) }',
    variables: (req) => ({ input: textFields(req, ['email']) }),
    body: (data) => ({ success: data.forgotPassword }),
  },
  {
    methods: ['POST'],
    path: '/auth/reset-password',
    document: 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: (req) => {
      const { confirmation, ...input } = textFields(req, ['token', 'password', 'passwordConfirm', 'confirmation']);
      return { input: { ...input, passwordConfirm: input.passwordConfirm || confirmation } };
    },
    body: (data) => ({ success: data.resetPassword }),
  },
];
