import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { SiteLink } from '../../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { pathFor } from '../../../lib/i18n/paths';
import { useLang } from '../../../lib/i18n/use-lang';
import { planPrice, type PlanKind, type SubscriptionOffer } from './subscription-offer';
import { serifFont } from '../../../lib/theme';

/** One plan of the subscription page: name, yearly price, what it includes and a link to its form. */
export function PlanCard({ offer, plan }: { offer: SubscriptionOffer; plan: PlanKind }) {
  const { t } = useLingui();
  const lang = useLang();
  const personal = plan === 'personal';
  const headingId = `plan-${plan}-title`;
  const months = offer.months;
  const features = [
    t`${months} ay boyunca yayımlanan her sayı`,
    ...(offer.freeShipping ? [t`Adresinize ücretsiz kargo`] : []),
    t`Banka havalesi ya da EFT ile ödeme`,
    t`Ödemeniz ulaştığında başlar`,
    personal ? t`Kendiniz ya da bir yakınınız için` : t`Kurumlar, kütüphaneler ve şirketler için; fatura kurum adına`,
  ];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 4, borderTopColor: personal ? 'primary.main' : 'secondary.main', p: { xs: 3, md: 4 } }}
    >
      <Typography variant="overline" color={personal ? 'primary' : 'secondary'} component="p">
        {t`Yıllık abonelik`}
      </Typography>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {personal ? t`Bireysel` : t`Kurumsal`}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        <Box component="span" sx={{ fontFamily: serifFont, fontSize: { xs: '2.2rem', md: '2.6rem' }, fontWeight: 700, color: 'primary.main' }}>
          {planPrice(offer, plan, lang)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t`/ yıl`}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1.25 }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="secondary" aria-hidden="true" sx={{ mt: '2px' }} />
            <span>{feature}</span>
          </Box>
        ))}
      </Box>
      <Button
        component={SiteLink}
        to={pathFor(lang, personal ? 'subscriptionPersonal' : 'subscriptionCorporate')}
        variant={personal ? 'contained' : 'contained'}
        color={personal ? 'primary' : 'secondary'}
        size="large"
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
      >
        {personal ? t`Bireysel abonelik formu` : t`Kurumsal abonelik formu`}
      </Button>
    </Box>
  );
}
