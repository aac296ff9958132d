import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ColumnCard } from '../../components/public/column-card';
import { NewsCard } from '../../components/public/news-card';
import { SectionHeading } from '../../components/public/section-heading';
import { HomeAdvert } from '../../features/public/home/home-advert';
import { homeBlocks } from '../../features/public/home/home-blocks';
import { HomePick } from '../../features/public/home/home-pick';
import { HomeCategories } from '../../features/public/home/home-categories';
import { HomeAnnouncement, HomeEvents } from '../../features/public/home/home-events';
import { organizationJsonLd } from '../../features/public/home/organization-json-ld';
import { visuallyHidden } from '../../components/visually-hidden';
import { PublicHomeDocument, PublicHomeSlotsDocument } from '../../gql/graphql';
import { loadRoute, routeQuery, useOptionalRouteQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { serifFont } from '../../lib/theme';

const homeQuery = routeQuery(PublicHomeDocument, () => ({}));
/** The staff-managed slots (advert, chosen news): one not set up answers NOT_FOUND, and the home leaves those blocks out. */
const slotsQuery = routeQuery(PublicHomeSlotsDocument, () => ({}));

export async function loader(args: LoaderFunctionArgs) {
  await Promise.all([loadRoute(args, homeQuery), loadRoute(args, slotsQuery).catch(() => null)]);
  return null;
}

/** `/` and `/en`: the magazine's front page (spec §1). */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const data = useRouteQuery(homeQuery);
  const slots = useOptionalRouteQuery(slotsQuery);
  const { lead, featured, picks: uniquePicks, latest, dusunceOkulu } = homeBlocks(data, slots);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={t`Dergi Ankara — Ankara'nın üç aylık düşünce ve kültür dergisi`}
        description={t`Nisan 1989'dan beri Ankara'da üç ayda bir yayımlanan Dergi Ankara: haberler, köşe yazıları, geçmiş sayıların arşivi ve abonelik.`}
        image={lead?.posterUrl}
        jsonLd={[organizationJsonLd(lang)]}
      />
      <Typography component="h1" sx={visuallyHidden}>
        {t`Dergi Ankara: haberler, köşe yazıları ve dergi`}
      </Typography>

      <HomeAnnouncement event={data.upcomingEvents[0]} />

      <Grid container spacing={{ xs: 4, md: 5 }}>
        {lead ? (
          <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="home-headline-title">
            <SectionHeading id="home-headline-title" title={data.headline ? t`Haftanın manşeti` : t`Öne çıkan`} />
            <div>
              <NewsCard news={lead} variant="feature" priority />
            </div>
          </Grid>
        ) : null}
        {featured.length > 0 ? (
          <Grid size={{ xs: 12, md: lead ? 4 : 12 }} component="section" aria-labelledby="home-featured-title">
            <SectionHeading id="home-featured-title" title={t`Öne çıkanlar`} />
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { py: 2, borderBottom: 1, borderColor: 'divider' }, '& > li:first-of-type': { pt: 0 } }}>
              {featured.map((item, index) => (
                <li key={item.id}>
                  <NewsCard news={item} variant={index === 0 ? 'card' : 'compact'} />
                </li>
              ))}
            </Box>
          </Grid>
        ) : null}
      </Grid>

      {uniquePicks.length > 0 ? (
        <Box component="section" aria-labelledby="home-picks-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <SectionHeading id="home-picks-title" title={t`Editörün seçtikleri`} />
          {uniquePicks.length === 1 ? (
            <HomePick news={uniquePicks[0]} />
          ) : (
            <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {uniquePicks.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6 }} component="li">
                  <NewsCard news={item} />
                </Grid>
              ))}
            </Grid>
          )}
        </Box>
      ) : null}

      {latest.length > 0 ? (
        <Box component="section" aria-labelledby="home-latest-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <SectionHeading id="home-latest-title" title={t`Son haberler`} more={{ to: pathFor(lang, 'news'), label: t`Tüm haberler` }} />
          <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {latest.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <NewsCard news={item} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}

      {slots?.advert ? <HomeAdvert advert={slots.advert} /> : null}

      <Grid container spacing={{ xs: 6, md: 6 }} sx={{ mt: { xs: 6, md: slots?.advert ? 0 : 8 } }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {dusunceOkulu.length > 0 ? (
            <Box component="section" aria-labelledby="home-dusunce-title" sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderTop: 4, borderTopColor: 'secondary.main', p: { xs: 2.5, md: 4 } }}>
              <Typography id="home-dusunce-title" variant="h4" component="h2" sx={{ fontFamily: serifFont }}>
                {t`Düşünce Okulu`}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 560 }}>
                {t`Dergimizin söyleşi ve seminer dizisinden notlar: fikirler, kitaplar ve kentin hafızası üzerine.`}
              </Typography>
              <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {dusunceOkulu.map((item, index) => (
                  // An odd count: the first item takes the whole row, so no gap is left.
                  <Grid key={item.id} size={{ xs: 12, sm: index === 0 && dusunceOkulu.length % 2 === 1 ? 12 : 6 }} component="li">
                    <NewsCard news={item} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          {data.latestColumns.length > 0 ? (
            <Box component="section" aria-labelledby="home-columns-title">
              <SectionHeading id="home-columns-title" title={t`Köşe yazıları`} more={{ to: pathFor(lang, 'columns'), label: t`Tümü` }} />
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { pb: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }, '& > li:last-of-type': { borderBottom: 0, mb: 0 } }}>
                {data.latestColumns.map((column) => (
                  <li key={column.id}>
                    <ColumnCard column={column} />
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          <HomeEvents events={data.upcomingEvents} />
        </Grid>
      </Grid>

      <Grid container spacing={{ xs: 4, md: 6 }} component="section" aria-labelledby="home-intro-title" sx={{ mt: { xs: 6, md: 8 }, pt: { xs: 4, md: 6 }, borderTop: 3, borderColor: 'primary.main' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="overline" color="secondary" component="p">
            {t`Üç aylık dergi · Ankara`}
          </Typography>
          <Typography id="home-intro-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 3 }}>
            {t`Ankara'dan, otuz yılı aşkın bir sesle`}
          </Typography>
          <Typography variant="body1" sx={{ fontSize: '1.15rem', lineHeight: 1.75, mb: 2, fontFamily: serifFont, '&::first-letter': { float: 'left', fontSize: '3.6rem', lineHeight: 0.9, pr: 1, color: 'secondary.main', fontWeight: 700 } }}>
            <Trans>
              Dergi Ankara, Nisan 1989'da Ankara'da yayın hayatına başladı. Yıllar içinde yayın aralığı değişse de çizgisi aynı kaldı:
              düşünceyi, kültürü ve kentin gündemini özenle yazılmış metinlerle okuruna ulaştırmak.
            </Trans>
          </Typography>
          <Typography variant="body1" sx={{ fontSize: '1.05rem', lineHeight: 1.75, color: 'text.secondary', mb: 2 }}>
            <Trans>
              Bugün üç ayda bir yayımlanan dergimizin basılı sayıları, haberleri ve köşe yazılarıyla birlikte burada. Geçmiş sayılara
              arşivden ulaşabilir, yıllık abonelikle yeni sayıları adresinize getirtebilirsiniz.
            </Trans>
          </Typography>
          <Button component={RouterLink} to={pathFor(lang, 'about')}>
            {t`Hikâyemizi okuyun`}
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box component="aside" aria-labelledby="home-subscribe-title" sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: 3, borderTop: 4, borderTopColor: 'primary.main' }}>
            <Typography id="home-subscribe-title" variant="h5" component="h3" gutterBottom>
              {t`Yıllık abonelik`}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
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
        <SectionHeading id="home-categories-title" title={t`Kategoriler`} />
        <HomeCategories categories={data.publicAllCategories} />
      </Box>
    </Container>
  );
}
