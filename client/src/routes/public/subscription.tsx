import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PlanCard } from '../../features/public/subscription/plan-card';
import { BankAccount, formatIban } from '../../features/public/subscription/subscription-offer';
import { loadOffer, offerQuery } from '../../features/public/subscription/load-offer';
import { useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { serifFont } from '../../lib/theme';

export async function loader(args: LoaderFunctionArgs) {
  await loadOffer(args);
  return null;
}

/** `/abonelik` and `/en/subscription`: the two yearly plans, how payment works, and links to the forms. */
export function Component() {
  const { t } = useLingui();
  const offer = useRouteQuery(offerQuery).publicSubscriptionOffer;
  const months = offer.months;
  const iban = formatIban(offer.iban);
  const steps = [
    { title: t`Formu doldurun`, text: t`Bireysel ya da kurumsal abonelik formunda adınızı, iletişim bilgilerinizi ve teslimat adresinizi bize iletin.` },
    { title: t`Ödemeyi yapın`, text: t`Abonelik bedelini ${iban} IBAN numaralı hesabımıza havale ya da EFT ile gönderin.` },
    { title: t`Dergileriniz gelsin`, text: t`Ödemeniz bize ulaştığında aboneliğiniz başlar; ${months} ay boyunca her yeni sayı kargoyla adresinize gelir.` },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={t`Abonelik`}
        description={t`Dergi Ankara'ya yıllık abonelik: bireysel ve kurumsal planlar, ücretsiz kargo, banka havalesiyle ödeme.`}
        keywords={[t`abonelik`, t`dergi aboneliği`, 'Dergi Ankara', t`yıllık abonelik`]}
      />
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 2, mb: { xs: 3, md: 5 } }}>
        <Typography variant="overline" color="secondary" component="p">
          {t`Yıllık abonelik`}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {t`Abonelik`}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.05rem' }}>
          {t`Dergi Ankara'nın her yeni sayısı ${months} ay boyunca ücretsiz kargoyla kapınızda. Size uygun planı seçin, formu doldurun ve abonelik bedelini banka havalesiyle gönderin.`}
        </Typography>
      </Box>

      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanCard offer={offer} plan="personal" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanCard offer={offer} plan="corporate" />
        </Grid>
      </Grid>

      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: { xs: 2, md: 4 } }}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="subscription-steps-title">
          <Typography id="subscription-steps-title" variant="h4" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 3 }}>
            {t`Nasıl abone olunur?`}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, counterReset: 'step' }}>
            {steps.map((step, index) => (
              <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
                <Box aria-hidden="true" sx={{ flex: '0 0 auto', width: 40, height: 40, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText', display: 'grid', placeItems: 'center', fontFamily: serifFont, fontWeight: 700, fontSize: '1.2rem' }}>
                  {index + 1}
                </Box>
                <div>
                  <Typography variant="h6" component="h3">
                    {step.title}
                  </Typography>
                  <Typography color="textSecondary">{step.text}</Typography>
                </div>
              </Box>
            ))}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <BankAccount offer={offer} headingId="subscription-bank-title" />
        </Grid>
      </Grid>
    </Container>
  );
}
