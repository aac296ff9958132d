import { useMemo, useRef } from 'react';
import type { PublicationStatus } from '../../../gql/graphql';

/** What a save of an editorial form asks for: publish (now, or keep published), keep as a draft, or schedule. */
export type PublicationIntent = { status: Exclude<PublicationStatus, 'scheduled'> } | { status: 'scheduled'; publishAt: string };

const PUBLISH: PublicationIntent = { status: 'published' };

/** The publication fields of a create or update input. */
export type PublicationInput = { status: PublicationStatus; publishAt?: string };

/** What an item's own submit keeps: a draft stays a draft and a scheduled item keeps its time; a new or published one is published. */
function keptIntent(item: { status: PublicationStatus; publishAt?: string | null } | undefined): PublicationIntent {
  if (item?.status === 'draft') return { status: 'draft' };
  if (item?.status === 'scheduled' && item.publishAt) return { status: 'scheduled', publishAt: item.publishAt };
  return PUBLISH;
}

/**
 * The intent of the button that submitted an editorial form. The form's own submit button (also
 * Enter in a field) keeps the item's state — "Taslak olarak kaydet" on a draft, "Kaydet" on a
 * scheduled item, "Güncelle" on a published one, "Şimdi yayımla" on a new one — so a keystroke never
 * publishes a draft; the publication controls set another intent for the one submit they start,
 * then it is back to the kept one (also when that submit stopped at validation).
 */
export function usePublicationIntent(item?: { status: PublicationStatus; publishAt?: string | null }) {
  const kept = keptIntent(item);
  const keptKey = `${kept.status}:${'publishAt' in kept ? kept.publishAt : ''}`;
  const current = useRef<PublicationIntent | null>(null);
  return useMemo(
    () => ({
      /** The `status` (and `publishAt`) the save sends. */
      input: (): PublicationInput => ({ ...(current.current ?? kept) }),
      /** Runs one submit with `intent`. */
      async submitWith(intent: PublicationIntent, submit: () => Promise<unknown>): Promise<void> {
        current.current = intent;
        try {
          await submit();
        } finally {
          current.current = null;
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `kept` is rebuilt each render; its key says when it changed.
    [keptKey],
  );
}

export type PublicationIntentState = ReturnType<typeof usePublicationIntent>;
