import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';
import type { ResourceCache } from '../../../components/admin/resource-cache';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteEventDocument } from '../../../gql/graphql';

/** No detail screen (spec §2): a list row's title opens the edit screen. */
export const eventsAdmin = defineAdminFeature({
  key: 'events',
  segment: 'etkinlikler',
  nav: { label: msg`Etkinlikler`, icon: EventOutlined, order: 6 },
  screens: ['list', 'create', 'edit'],
  audit: { kind: 'Event', label: msg`Etkinlik`, screen: 'edit' },
  dashboard: {
    order: 5,
    count: (stats) => stats.eventList.totalItems,
    title: msg`Etkinlikler`,
    countLabel: msg`Etkinlik sayısı`,
    manage: msg`Etkinlikleri yönet`,
    create: msg`Yeni etkinlik`,
  },
});

export const eventCache: ResourceCache = { typename: 'Event', lists: ['eventList'] };

export const eventDeletion: ResourceDeletion = {
  ...eventCache,
  document: DeleteEventDocument,
  texts: {
    title: msg`Etkinliği sil`,
    body: (name) => <Trans>{name} etkinliği silinecek.</Trans>,
    success: msg`Etkinlik başarıyla silindi.`,
    error: msg`Etkinlik silinemedi.`,
  },
};
