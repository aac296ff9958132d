import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { AutosaveDraftDocument, PendingDraftDocument, SavedTextDocument, type EditorialDraftFieldsFragment } from '../../../gql/graphql';
import type { DraftText, EditorialKindName } from './editorial-draft';

export interface PendingDraft {
  draft: DraftText;
  /** When it was kept (ISO). */
  at: string;
  author: string | null;
  /**
   * A restored revision: its fields were written by the server from the stored item (a category's
   * name, not the form's id), so only its text goes back into the form.
   */
  textOnly: boolean;
}

/** What the editorial form asks the server: the autosave, the pending draft and the saved text of a conflict. */
export interface EditorialServer {
  autosave(input: DraftText & { kind: EditorialKindName; itemId: number; baseVersion: number }): Promise<void>;
  pendingDraft(kind: EditorialKindName, itemId: number): Promise<PendingDraft | null>;
  savedText(kind: EditorialKindName, itemId: number): Promise<DraftText | null>;
}

function draftOf(revision: EditorialDraftFieldsFragment): DraftText {
  return {
    title: revision.title,
    summary: revision.summary ?? null,
    content: revision.content,
    fields: revision.fields.map(({ name, value }) => ({ name, value })),
  };
}

export function useEditorialServer(): EditorialServer {
  const client = useApolloClient();
  return useMemo<EditorialServer>(
    () => ({
      async autosave(input) {
        const result = await client.mutate({ mutation: AutosaveDraftDocument, variables: { input }, fetchPolicy: 'no-cache' });
        if (!result.data) throw new Error('Empty answer');
      },
      async pendingDraft(kind, itemId) {
        const result = await client.query({ query: PendingDraftDocument, variables: { kind, itemId }, fetchPolicy: 'no-cache' });
        const revision = result.data?.pendingDraft;
        return revision ? { draft: draftOf(revision), at: revision.createdAt, author: revision.author?.name ?? null, textOnly: revision.reason !== 'autosave' } : null;
      },
      async savedText(kind, itemId) {
        const result = await client.query({ query: SavedTextDocument, variables: { kind, itemId }, fetchPolicy: 'no-cache' });
        // Newest first; the autosaves are drafts, not the saved text.
        const revision = result.data?.revisions.find((candidate) => candidate.reason !== 'autosave' && candidate.reason !== 'restore');
        return revision ? draftOf(revision) : null;
      },
    }),
    [client],
  );
}
