/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    user {\n      id\n      name\n      email\n      language\n      avatarUrl\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.SignInDocument,
    "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Categories($page: Int!, $pageSize: Int!, $query: String!) {\n  categoryList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...CategoryFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Category($id: Int!, $newsPage: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery CategoryForEdit($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}\n\nmutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation UpdateCategory($input: UpdateCategoryInput!) {\n  updateCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation DeleteCategory($input: IdInput!) {\n  deleteCategory(input: $input)\n}": typeof types.CategoryFieldsFragmentDoc,
    "query DashboardStats {\n  categoryList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n  tagList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n}": typeof types.DashboardStatsDocument,
    "query PublicCategories {\n  publicAllCategories {\n    id\n    name\n    slug\n    description\n    newsCount\n  }\n}": typeof types.PublicCategoriesDocument,
    "fragment TagFields on Tag {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Tags($page: Int!, $pageSize: Int!, $query: String!) {\n  tagList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...TagFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Tag($id: Int!, $newsPage: Int!) {\n  tag(id: $id) {\n    ...TagFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery TagForEdit($id: Int!) {\n  tag(id: $id) {\n    ...TagFields\n  }\n}\n\nmutation CreateTag($input: CreateTagInput!) {\n  createTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation UpdateTag($input: UpdateTagInput!) {\n  updateTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation DeleteTag($input: IdInput!) {\n  deleteTag(input: $input)\n}": typeof types.TagFieldsFragmentDoc,
    "mutation CreateNews($input: CreateNewsInput!) { createNews(input: $input) { id } }": typeof types.CreateNewsDocument,
    "fragment SessionUser on User {\n  id\n  name\n  email\n  language\n  avatarUrl\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation RefreshAccessToken {\n  refreshAccessToken {\n    accessToken\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangeLanguage($input: ChangeLanguageInput!) {\n  changeLanguage(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    user {\n      id\n      name\n      email\n      language\n      avatarUrl\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.SignInDocument,
    "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Categories($page: Int!, $pageSize: Int!, $query: String!) {\n  categoryList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...CategoryFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Category($id: Int!, $newsPage: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery CategoryForEdit($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}\n\nmutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation UpdateCategory($input: UpdateCategoryInput!) {\n  updateCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation DeleteCategory($input: IdInput!) {\n  deleteCategory(input: $input)\n}": types.CategoryFieldsFragmentDoc,
    "query DashboardStats {\n  categoryList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n  tagList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n}": types.DashboardStatsDocument,
    "query PublicCategories {\n  publicAllCategories {\n    id\n    name\n    slug\n    description\n    newsCount\n  }\n}": types.PublicCategoriesDocument,
    "fragment TagFields on Tag {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Tags($page: Int!, $pageSize: Int!, $query: String!) {\n  tagList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...TagFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Tag($id: Int!, $newsPage: Int!) {\n  tag(id: $id) {\n    ...TagFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery TagForEdit($id: Int!) {\n  tag(id: $id) {\n    ...TagFields\n  }\n}\n\nmutation CreateTag($input: CreateTagInput!) {\n  createTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation UpdateTag($input: UpdateTagInput!) {\n  updateTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation DeleteTag($input: IdInput!) {\n  deleteTag(input: $input)\n}": types.TagFieldsFragmentDoc,
    "mutation CreateNews($input: CreateNewsInput!) { createNews(input: $input) { id } }": types.CreateNewsDocument,
    "fragment SessionUser on User {\n  id\n  name\n  email\n  language\n  avatarUrl\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation RefreshAccessToken {\n  refreshAccessToken {\n    accessToken\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangeLanguage($input: ChangeLanguageInput!) {\n  changeLanguage(input: $input) {\n    ...SessionUser\n  }\n}": types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    user {\n      id\n      name\n      email\n      language\n      avatarUrl\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    user {\n      id\n      name\n      email\n      language\n      avatarUrl\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Categories($page: Int!, $pageSize: Int!, $query: String!) {\n  categoryList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...CategoryFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Category($id: Int!, $newsPage: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery CategoryForEdit($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}\n\nmutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation UpdateCategory($input: UpdateCategoryInput!) {\n  updateCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation DeleteCategory($input: IdInput!) {\n  deleteCategory(input: $input)\n}"): (typeof documents)["fragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Categories($page: Int!, $pageSize: Int!, $query: String!) {\n  categoryList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...CategoryFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Category($id: Int!, $newsPage: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery CategoryForEdit($id: Int!) {\n  category(id: $id) {\n    ...CategoryFields\n  }\n}\n\nmutation CreateCategory($input: CreateCategoryInput!) {\n  createCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation UpdateCategory($input: UpdateCategoryInput!) {\n  updateCategory(input: $input) {\n    ...CategoryFields\n  }\n}\n\nmutation DeleteCategory($input: IdInput!) {\n  deleteCategory(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardStats {\n  categoryList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n  tagList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n}"): (typeof documents)["query DashboardStats {\n  categoryList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n  tagList(page: 1, pageSize: 1, query: \"\") {\n    totalItems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicCategories {\n  publicAllCategories {\n    id\n    name\n    slug\n    description\n    newsCount\n  }\n}"): (typeof documents)["query PublicCategories {\n  publicAllCategories {\n    id\n    name\n    slug\n    description\n    newsCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TagFields on Tag {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Tags($page: Int!, $pageSize: Int!, $query: String!) {\n  tagList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...TagFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Tag($id: Int!, $newsPage: Int!) {\n  tag(id: $id) {\n    ...TagFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery TagForEdit($id: Int!) {\n  tag(id: $id) {\n    ...TagFields\n  }\n}\n\nmutation CreateTag($input: CreateTagInput!) {\n  createTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation UpdateTag($input: UpdateTagInput!) {\n  updateTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation DeleteTag($input: IdInput!) {\n  deleteTag(input: $input)\n}"): (typeof documents)["fragment TagFields on Tag {\n  id\n  name\n  slug\n  description\n  newsCount\n  createdAt\n  updatedAt\n}\n\nquery Tags($page: Int!, $pageSize: Int!, $query: String!) {\n  tagList(page: $page, pageSize: $pageSize, query: $query) {\n    items {\n      ...TagFields\n    }\n    page\n    pageSize\n    totalItems\n    totalPages\n  }\n}\n\nquery Tag($id: Int!, $newsPage: Int!) {\n  tag(id: $id) {\n    ...TagFields\n    news(page: $newsPage) {\n      items {\n        id\n        title\n        slug\n        type\n        createdAt\n      }\n      page\n      pageSize\n      totalItems\n      totalPages\n    }\n  }\n}\n\nquery TagForEdit($id: Int!) {\n  tag(id: $id) {\n    ...TagFields\n  }\n}\n\nmutation CreateTag($input: CreateTagInput!) {\n  createTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation UpdateTag($input: UpdateTagInput!) {\n  updateTag(input: $input) {\n    ...TagFields\n  }\n}\n\nmutation DeleteTag($input: IdInput!) {\n  deleteTag(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateNews($input: CreateNewsInput!) { createNews(input: $input) { id } }"): (typeof documents)["mutation CreateNews($input: CreateNewsInput!) { createNews(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  name\n  email\n  language\n  avatarUrl\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation RefreshAccessToken {\n  refreshAccessToken {\n    accessToken\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangeLanguage($input: ChangeLanguageInput!) {\n  changeLanguage(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  name\n  email\n  language\n  avatarUrl\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation RefreshAccessToken {\n  refreshAccessToken {\n    accessToken\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangeLanguage($input: ChangeLanguageInput!) {\n  changeLanguage(input: $input) {\n    ...SessionUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;