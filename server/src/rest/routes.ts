import { bodyFields, defined, idParam, intQuery, textFields, textQuery, type RestRoute } from './route.js';

const USER = 'id name email language createdAt updatedAt';
const CATEGORY = 'id name slug description newsCount createdAt updatedAt';
const PAGE = (fields: string) => `items { ${fields} } page pageSize totalItems totalPages`;
const NEWS_SUMMARY = 'id title slug type createdAt';
const UPDATE_CATEGORY = `mutation ($input: UpdateCategoryInput!) { updateCategory(input: $input) { ${CATEGORY} } }`;

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

  // Categories
  { methods: ['GET'], path: '/categories/all-categories', document: `query { allCategories { ${CATEGORY} } }` },
  {
    methods: ['GET'],
    path: '/categories',
    document: `query ($page: Int, $pageSize: Int, $query: String) {
      categories(page: $page, pageSize: $pageSize, query: $query) { ${PAGE(CATEGORY)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), query: textQuery(req, 'query') }),
  },
  {
    methods: ['GET'],
    path: '/categories/:id',
    document: `query ($id: Int!, $page: Int, $pageSize: Int) {
      category(id: $id) { ${CATEGORY} news(page: $page, pageSize: $pageSize) { ${PAGE(NEWS_SUMMARY)} } } }`,
    variables: (req) => defined({ id: idParam(req), page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize') }),
  },
  {
    methods: ['POST'],
    path: '/categories',
    document: `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { ${CATEGORY} } }`,
    variables: (req) => ({ input: textFields(req, ['name', 'description']) }),
    status: 201,
  },
  {
    // PUT replaces both fields (a missing one is reported as required); PATCH changes what it sends.
    methods: ['PUT'],
    path: '/categories/:id',
    document: UPDATE_CATEGORY,
    variables: (req) => ({ input: { ...textFields(req, ['name', 'description']), id: idParam(req) } }),
  },
  {
    methods: ['PATCH'],
    path: '/categories/:id',
    document: UPDATE_CATEGORY,
    variables: (req) => ({ input: { ...bodyFields(req, ['name', 'description']), id: idParam(req) } }),
  },
  {
    methods: ['DELETE'],
    path: '/categories/:id',
    document: 'mutation ($input: IdInput!) { deleteCategory(input: $input) }',
    variables: (req) => ({ input: { id: idParam(req) } }),
    status: 204,
  },
  { methods: ['GET'], path: '/public-categories/all-categories', document: `query { publicCategories { ${CATEGORY} } }` },
];
