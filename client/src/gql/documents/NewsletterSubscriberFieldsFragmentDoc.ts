/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { NewsletterSubscriberFieldsFragment } from '../graphql';

export const NewsletterSubscriberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSubscriberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NewsletterSubscriberFieldsFragment, unknown>;
