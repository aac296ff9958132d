import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublicationStatus } from '../../../gql/graphql';

/** The states of a news item, column or archive issue, in the order an item goes through them. */
export const PUBLICATION_STATUSES: readonly PublicationStatus[] = ['draft', 'scheduled', 'published'];

/** A state's name (the list filter's choices, the chip without its time). */
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, MessageDescriptor> = {
  draft: msg`Taslak`,
  scheduled: msg`Zamanlandı`,
  published: msg`Yayımlandı`,
};

export function isPublicationStatus(value: string | null | undefined): value is PublicationStatus {
  return (PUBLICATION_STATUSES as readonly (string | null | undefined)[]).includes(value);
}
