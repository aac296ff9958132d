import { msg } from '@lingui/core/macro';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** Only listed and edited (spec §2). */
export const advertsAdmin = defineAdminFeature({
  key: 'adverts',
  segment: 'reklamlar',
  nav: { label: msg`Reklamlar`, icon: CampaignOutlined, order: 12 },
  screens: ['list', 'edit'],
  audit: { kind: 'Advert', label: msg`Reklam`, screen: 'edit' },
  cache: { typename: 'Advert', lists: ['advertList', 'publicAdvert'] },
});
