import { useMemo, useRef } from 'react';
import type { PublicationStatus } from '../../../gql/graphql';

/** What a save of an editorial form asks for: publish (now, or keep published), keep as a draft, or schedule. */
export type PublicationIntent = { status: Exclude<PublicationStatus, 'scheduled'> } | { status: 'scheduled'; publishAt: string };

const PUBLISH: PublicationIntent = { status: 'published' };

/** The publication fields of a create or update input. */
export type PublicationInput = { status: PublicationStatus; publishAt?: string };

/**
 * The intent of the button that submitted an editorial form. The form's own submit button
 * ("Şimdi yayımla" / "Güncelle") publishes; the publication controls set another intent for the
 * one submit they start, then it is back to publishing (also when that submit stopped at validation).
 */
export function usePublicationIntent() {
  const current = useRef<PublicationIntent>(PUBLISH);
  return useMemo(
    () => ({
      /** The `status` (and `publishAt`) the save sends. */
      input: (): PublicationInput => ({ ...current.current }),
      /** Runs one submit with `intent`. */
      async submitWith(intent: PublicationIntent, submit: () => Promise<unknown>): Promise<void> {
        current.current = intent;
        try {
          await submit();
        } finally {
          current.current = PUBLISH;
        }
      },
    }),
    [],
  );
}

export type PublicationIntentState = ReturnType<typeof usePublicationIntent>;
