import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { ContactDetails } from '../../features/public/contact/contact-details';
import { ContactForm } from '../../features/public/contact/contact-form';
import { PageMeta } from '../../lib/head/page-meta';

/** `/iletisim` and `/en/contact`: the office's address, phone and e-mail, and the contact form. */
export function Component() {
  const { t } = useLingui();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={t`İletişim`}
        description={t`Dergi Ankara'ya ulaşın: Kızılay'daki yazı işleri ofisimizin adresi, telefonu, e-posta adresi ve iletişim formu.`}
        keywords={[t`iletişim`, 'Dergi Ankara', 'Ankara', t`yazı işleri`]}
      />
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 2, mb: { xs: 3, md: 5 } }}>
        <Typography variant="overline" color="secondary" component="p">
          {t`Yazı işleri`}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {t`İletişim`}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.05rem' }}>
          {t`Görüş, öneri, yazı teklifi ya da abonelikle ilgili sorularınız için bize yazın; en kısa sürede dönüş yapalım.`}
        </Typography>
      </Box>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="contact-form-title">
          <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 1 }}>
            {t`Bize yazın`}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t`Tüm alanlar zorunludur.`}
          </Typography>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactDetails headingId="contact-details-title" />
        </Grid>
      </Grid>
    </Container>
  );
}
