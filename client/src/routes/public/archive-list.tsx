import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { PageLinks } from '../../components/public/page-links';
import { ArchiveCoverCard } from '../../features/public/archive/archive-cover-card';
import { archiveListVariables } from '../../features/public/archive/archive-variables';
import { PublicArchiveListDocument } from '../../gql/graphql';
import { loadRoute, routeQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { canonicalSearch } from '../../lib/head/canonical-search';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';

const archiveQuery = routeQuery(PublicArchiveListDocument, ({ search }) => archiveListVariables(search));

export async function loader(args: LoaderFunctionArgs) {
  await loadRoute(args, archiveQuery);
  return null;
}

/** `/arsiv` and `/en/archive`: the past issues as a grid of covers, newest first, paged by `page`. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const list = useRouteQuery(archiveQuery).publicArchiveList;
  const variables = archiveListVariables(useSearchParams()[0]);
  const base = pathFor(lang, 'archive');
  const hrefFor = (page: number) => `${base}${canonicalSearch({ page }, { page: 1 })}`;
  const title = variables.page > 1 ? t`Arşiv — sayfa ${variables.page}` : t`Arşiv`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={title}
        description={t`Dergi Ankara'nın 1989'dan bu yana yayımlanan sayıları: kapaklar, içindekiler, künye, PDF önizleme ve satın alma bağlantıları.`}
        keywords={[t`Dergi Ankara arşivi`, t`geçmiş sayılar`, t`dergi`, 'Ankara']}
        search={canonicalSearch({ page: variables.page }, { page: 1 })}
      />
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 2, mb: { xs: 3, md: 5 } }}>
        <Typography variant="overline" color="secondary" component="p">
          {t`Geçmiş sayılar`}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {t`Arşiv`}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720, fontSize: '1.05rem' }}>
          {t`Dergi Ankara'nın basılı sayıları: her sayının içindekilerine ve künyesine göz atın, PDF önizlemesini okuyun, dilediğiniz sayıyı satın alın.`}
        </Typography>
      </Box>

      {list && list.items.length > 0 ? (
        <Grid container spacing={{ xs: 2, sm: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Sayılar`}>
          {list.items.map((issue, index) => (
            <Grid key={issue.id} component="li" size={{ xs: 6, sm: 4, md: 3 }}>
              <ArchiveCoverCard issue={issue} priority={index < 2} />
            </Grid>
          ))}
        </Grid>
      ) : list ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {variables.page > 1 ? t`Bu sayfada gösterilecek sayı yok.` : t`Arşivde henüz sayı yok.`}
          </Typography>
          {variables.page > 1 ? (
            <Button component={SiteLink} to={base} variant="outlined">
              {t`Arşivin ilk sayfasına dön`}
            </Button>
          ) : null}
        </Box>
      ) : null}

      {list ? <PageLinks page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} /> : null}
    </Container>
  );
}
