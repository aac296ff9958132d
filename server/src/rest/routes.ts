import { bodyFields, textFields, type RestRoute } from './route.js';
import { eventRoutes } from './routes/event.routes.js';
import { columnRoutes } from './routes/column.routes.js';
import { columnistRoutes } from './routes/columnist.routes.js';
import { archiveRoutes } from './routes/archive.routes.js';
import { categoryRoutes, tagRoutes } from './routes/named.routes.js';
import { newsRoutes } from './routes/news.routes.js';

const USER = 'id name email language createdAt updatedAt';

/** Every documented `/api` path (spec §7) and its GraphQL operation. */
export const routes: RestRoute[] = [
  // Auth
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

  // Profile
  {
    methods: ['PUT', 'PATCH', 'POST'],
    path: '/profile/change-language',
    document: `mutation ($input: ChangeLanguageInput!) { changeLanguage(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: bodyFields(req, ['language']) }),
  },

  ...categoryRoutes,
  ...tagRoutes,
  ...newsRoutes,
  ...eventRoutes,
  ...columnistRoutes,
  ...columnRoutes,
  ...archiveRoutes,
];
