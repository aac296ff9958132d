/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ColumnistChoiceFieldsFragment } from '../graphql';

export const ColumnistChoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColumnistChoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Columnist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}}]}}]} as unknown as DocumentNode<ColumnistChoiceFieldsFragment, unknown>;
