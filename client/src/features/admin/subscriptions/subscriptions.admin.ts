import { msg } from '@lingui/core/macro';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** Subscription requests are read, confirmed and deleted, never edited. */
export const subscriptionsAdmin = defineAdminFeature({
  key: 'subscriptions',
  segment: 'abonelikler',
  nav: { label: msg`Abonelikler`, icon: CardMembershipOutlined, order: 2 },
  screens: ['list', 'show'],
  audit: { kind: 'SubscriptionRequest', label: msg`Abonelik talebi`, screen: 'show' },
  cache: { typename: 'SubscriptionRequest', lists: ['subscriptionRequestList'] },
});
