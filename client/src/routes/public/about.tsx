import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../lib/site-link';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from '../../components/public/section-heading';
import { MILESTONES } from '../../features/public/home/about-history';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { serifFont } from '../../lib/theme';

/** `/hakkimizda` and `/en/about`: the magazine's history since April 1989 and its mission (spec §1). */
export function Component() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const values = [
    { title: t`Bağımsızlık`, text: t`Hiçbir partinin, şirketin ya da kurumun sözcüsü değiliz; yalnızca okurlarımıza karşı sorumluyuz.` },
    { title: t`Özen`, text: t`Her metin, yayımlanmadan önce en az iki editörün elinden geçer; doğruluk hızdan önce gelir.` },
    { title: t`Kent`, text: t`Ankara'nın hafızasını, mimarisini, kültür hayatını ve sorunlarını kayda geçiririz.` },
    { title: t`Çoğulculuk`, text: t`Farklı kuşaklardan ve görüşlerden yazarlara, tartışmaya açık bir sayfa sunarız.` },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={t`Hakkımızda: Nisan 1989'dan bugüne Dergi Ankara`}
        description={t`Nisan 1989'da aylık olarak yayına başlayan, 1994'ten itibaren iki ayda bir, 2001'den beri üç ayda bir yayımlanan Dergi Ankara'nın hikâyesi ve misyonu.`}
        keywords={[t`Dergi Ankara`, t`hakkımızda`, t`tarihçe`, t`misyon`, t`Ankara dergisi`]}
      />
      <Box sx={{ maxWidth: 780, mb: { xs: 5, md: 7 } }}>
        <Typography variant="overline" color="secondary" component="p">
          {t`Nisan 1989'dan beri`}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 2 }}>
          {t`Hakkımızda`}
        </Typography>
        <Typography sx={{ fontFamily: serifFont, fontSize: '1.2rem', lineHeight: 1.75 }}>
          <Trans>
            Dergi Ankara, otuz yılı aşkın süredir Ankara'dan düşünce, kültür ve gündem üzerine yazıyor. Aylık bir dergi olarak başladık, iki ayda
            bir çıktık; bugün üç ayda bir, her mevsim yeni bir sayıyla okurlarımızın karşısındayız.
          </Trans>
        </Typography>
      </Box>

      <Grid container spacing={{ xs: 6, md: 8 }}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="history-title">
          <SectionHeading id="history-title" title={t`Tarihçemiz`} />
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'primary.main', ml: 1 }}>
            {MILESTONES.map((milestone) => (
              <Box component="li" key={milestone.date} sx={{ position: 'relative', pl: 3.5, pb: 4, '&:last-of-type': { pb: 0 } }}>
                <Box
                  aria-hidden="true"
                  sx={{ position: 'absolute', left: -8, top: 6, width: 14, height: 14, borderRadius: '50%', bgcolor: 'secondary.main', border: 3, borderColor: 'background.paper' }}
                />
                <Typography variant="overline" color="secondary" component="p" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
                  <time dateTime={milestone.date}>{i18n._(milestone.label)}</time>
                </Typography>
                <Typography variant="h6" component="h3" sx={{ fontFamily: serifFont, fontWeight: 700, mb: 0.5 }}>
                  {i18n._(milestone.title)}
                </Typography>
                <Typography color="textSecondary" sx={{ lineHeight: 1.7 }}>
                  {i18n._(milestone.text)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Box component="section" aria-labelledby="mission-title" sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderTop: 4, borderTopColor: 'primary.main', p: { xs: 3, md: 4 } }}>
            <Typography id="mission-title" variant="h4" component="h2" sx={{ fontFamily: serifFont, mb: 2 }}>
              {t`Misyonumuz`}
            </Typography>
            <Typography sx={{ fontFamily: serifFont, fontSize: '1.1rem', lineHeight: 1.75, mb: 3 }}>
              <Trans>
                Ankara'da düşünen, yazan ve okuyan herkese nitelikli, bağımsız ve kalıcı bir yayın sunmak; kentin ve ülkenin gündemini aceleye
                getirmeden, özenle yazılmış metinlerle tartışmaya açmak.
              </Trans>
            </Typography>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {values.map((value) => (
                <li key={value.title}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {value.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {value.text}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button component={SiteLink} to={pathFor(lang, 'publication')} variant="outlined">
              {t`Kurullarımız ve yayın ilkelerimiz`}
            </Button>
            <Button component={SiteLink} to={pathFor(lang, 'subscription')} variant="contained" color="secondary">
              {t`Abone olun`}
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
