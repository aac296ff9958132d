import { msg } from '@lingui/core/macro';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

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
  cache: { typename: 'Event', lists: ['eventList'] },
});
