import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { useRouteQuery } from '../../../lib/apollo/route-data';
import { PageMeta } from '../../../lib/head/page-meta';
import { pathFor } from '../../../lib/i18n/paths';
import { useLang } from '../../../lib/i18n/use-lang';
import { offerQuery } from './load-offer';
import { CompanySubscriptionForm, PersonalSubscriptionForm } from './subscription-forms';
import { BankAccount, planPrice, type PlanKind } from './subscription-offer';
import { serifFont } from '../../../lib/theme';

/** The page of one plan's form: the offer (price, term, shipping), the form and the bank account. */
export function SubscriptionFormPage({ plan }: { plan: PlanKind }) {
  const { t } = useLingui();
  const lang = useLang();
  const offer = useRouteQuery(offerQuery).publicSubscriptionOffer;
  const personal = plan === 'personal';
  const price = planPrice(offer, plan, lang);
  const months = offer.months;
  const title = personal ? t`Bireysel abonelik` : t`Kurumsal abonelik`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={title}
        description={
          personal
            ? t`Dergi Ankara'ya yıllık bireysel abonelik: ${price}, ${months} ay, ücretsiz kargo. Formu doldurun, ödemeyi banka havalesiyle yapın.`
            : t`Dergi Ankara'ya yıllık kurumsal abonelik: ${price}, ${months} ay, ücretsiz kargo. Formu doldurun, ödemeyi banka havalesiyle yapın.`
        }
        keywords={[title, t`abonelik`, 'Dergi Ankara']}
      />
      <Breadcrumbs component="nav" aria-label={t`Sayfa konumu`} sx={{ mb: 3, fontSize: '0.9rem' }}>
        <Link component={SiteLink} to={pathFor(lang, 'home')} color="inherit">
          {t`Ana sayfa`}
        </Link>
        <Link component={SiteLink} to={pathFor(lang, 'subscription')} color="inherit">
          {t`Abonelik`}
        </Link>
        <Typography component="span" color="textPrimary" aria-current="page" sx={{ fontSize: 'inherit' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 2, mb: { xs: 3, md: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' } }}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, gap: { xs: 1, sm: 3 }, flexWrap: 'wrap', alignItems: 'baseline', color: 'text.secondary' }}>
          <Typography component="p" sx={{ fontFamily: serifFont, fontSize: '1.6rem', fontWeight: 700, color: 'primary.main' }}>
            {price} <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}>{t`/ yıl`}</Box>
          </Typography>
          <Typography component="p">{t`${months} ay geçerli`}</Typography>
          {offer.freeShipping ? <Typography component="p">{t`Ücretsiz kargo`}</Typography> : null}
          <Typography component="p">{t`Ödeme banka havalesiyle`}</Typography>
        </Stack>
      </Box>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="subscription-form-title">
          <Typography id="subscription-form-title" variant="h5" component="h2" sx={{ mb: 1 }}>
            {t`Abonelik bilgileri`}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {personal
              ? t`Tüm alanlar zorunludur. Talebinizi aldıktan sonra ödeme bilgilerini size de ileteceğiz.`
              : t`Vergi numarası dışındaki tüm alanlar zorunludur. Talebinizi aldıktan sonra ödeme bilgilerini size de ileteceğiz.`}
          </Typography>
          {personal ? <PersonalSubscriptionForm offer={offer} /> : <CompanySubscriptionForm offer={offer} />}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <BankAccount offer={offer} headingId="subscription-bank-title" />
            <Typography variant="body2" color="textSecondary">
              {personal ? t`Bir kurum adına mı abone olmak istiyorsunuz?` : t`Kendiniz için mi abone olmak istiyorsunuz?`}{' '}
              <Link component={SiteLink} to={pathFor(lang, personal ? 'subscriptionCorporate' : 'subscriptionPersonal')} sx={{ fontWeight: 600 }}>
                {personal ? t`Kurumsal abonelik` : t`Bireysel abonelik`}
              </Link>
            </Typography>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
