import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { HomeCategories } from '../../features/home/home-categories';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';

/** `/` and `/en`: the magazine's front page. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={t`Dergi Ankara — Ankara'nın üç aylık düşünce ve kültür dergisi`}
        description={t`Nisan 1989'dan beri Ankara'da üç ayda bir yayımlanan Dergi Ankara: haberler, köşe yazıları, geçmiş sayıların arşivi ve abonelik.`}
      />
      <Grid container spacing={{ xs: 4, md: 6 }} component="section" aria-labelledby="home-intro-title">
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="overline" color="secondary" component="p">
            {t`Üç aylık dergi · Ankara`}
          </Typography>
          <Typography id="home-intro-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' }, mb: 3 }}>
            {t`Ankara'dan, otuz yılı aşkın bir sesle`}
          </Typography>
          <Typography variant="body1" sx={{ fontSize: '1.15rem', lineHeight: 1.75, mb: 2, fontFamily: 'Georgia, "Times New Roman", serif', '&::first-letter': { float: 'left', fontSize: '3.6rem', lineHeight: 0.9, pr: 1, color: 'secondary.main', fontWeight: 700 } }}>
            <Trans>
              Dergi Ankara, Nisan 1989'da Ankara'da yayın hayatına başladı. Yıllar içinde yayın aralığı değişse de çizgisi aynı kaldı:
              düşünceyi, kültürü ve kentin gündemini özenle yazılmış metinlerle okuruna ulaştırmak.
            </Trans>
          </Typography>
          <Typography variant="body1" sx={{ fontSize: '1.05rem', lineHeight: 1.75, color: 'text.secondary' }}>
            <Trans>
              Bugün üç ayda bir yayımlanan dergimizin basılı sayıları, haberleri ve köşe yazılarıyla birlikte burada. Geçmiş sayılara
              arşivden ulaşabilir, yıllık abonelikle yeni sayıları adresinize getirtebilirsiniz.
            </Trans>
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box component="aside" aria-label={t`Abonelik`} sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: 3, borderTop: 4, borderTopColor: 'primary.main' }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t`Yıllık abonelik`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t`Bireysel ya da kurumsal yıllık abonelikle dört sayı, ücretsiz kargoyla adresinizde.`}
            </Typography>
            <Button component={RouterLink} to={pathFor(lang, 'subscription')} variant="contained" color="secondary">
              {t`Abone olun`}
            </Button>
            <Divider sx={{ my: 2 }} />
            <Button component={RouterLink} to={pathFor(lang, 'archive')} color="primary">
              {t`Geçmiş sayılar arşivi`}
            </Button>
          </Box>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="home-categories-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="home-categories-title" variant="h4" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 3 }}>
          {t`Kategoriler`}
        </Typography>
        <HomeCategories />
      </Box>
    </Container>
  );
}
