import { bodyFields, textFields, type RestRoute } from './route.js';
import { eventRoutes } from './routes/event.routes.js';
import { columnRoutes } from './routes/column.routes.js';
import { columnistRoutes } from './routes/columnist.routes.js';
import { archiveRoutes } from './routes/archive.routes.js';
import { categoryRoutes, tagRoutes } from './routes/named.routes.js';
import { newsRoutes } from './routes/news.routes.js';
import { advertRoutes } from './routes/advert.routes.js';
import { pageSlotRoutes } from './routes/page-slot.routes.js';
import { publicFormRoutes } from './routes/public-forms.routes.js';
import { contactRoutes } from './routes/contact.routes.js';
import { newsletterRoutes } from './routes/newsletter.routes.js';
import { subscriptionRoutes } from './routes/subscription.routes.js';
import { profileRoutes } from './routes/profile.routes.js';
import { auditRoutes, dashboardRoutes } from './routes/office.routes.js';

const USER = 'id name email language avatarUrl createdAt updatedAt';

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

  ...profileRoutes,

  ...categoryRoutes,
  ...tagRoutes,
  ...newsRoutes,
  ...eventRoutes,
  ...columnistRoutes,
  ...columnRoutes,
  ...archiveRoutes,
  ...advertRoutes,
  ...pageSlotRoutes,
  ...publicFormRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...subscriptionRoutes,
  ...auditRoutes,
  ...dashboardRoutes,
];
