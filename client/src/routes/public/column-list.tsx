import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { Plural, useLingui } from '@lingui/react/macro';
import { ColumnCard } from '../../components/public/column-card';
import { ListResults } from '../../components/public/list-results';
import { ListFilters, useSortBySelect } from '../../features/public/news/list-filters';
import { DEFAULT_SORT, columnListSearch, columnListVariables } from '../../features/public/news/list-params';
import { PublicColumnistChoicesDocument, PublicColumnListPageDocument } from '../../gql/graphql';
import { loadRoute, routeQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

const listQuery = routeQuery(PublicColumnListPageDocument, ({ search }) => columnListVariables(search));
const columnistsQuery = routeQuery(PublicColumnistChoicesDocument, () => ({}), { shared: true });

export async function loader(args: LoaderFunctionArgs) {
  await Promise.all([loadRoute(args, listQuery), loadRoute(args, columnistsQuery)]);
  return null;
}

/** `/kose-yazisi` and `/en/columns`: the columns, by author and newest or most read first (spec §2). */
export function Component() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const variables = columnListVariables(searchParams);
  const list = useRouteQuery(listQuery).publicColumnList;
  const columnists = useRouteQuery(columnistsQuery).publicAllColumnists;
  const sortBy = useSortBySelect(variables.sortBy);

  const columnist = columnists.find((item) => item.id === variables.columnistId);
  const items = list.items;
  const total = list.totalItems;
  const pageTitle = [
    columnist ? t`${columnist.name} köşe yazıları` : t`Köşe yazıları`,
    variables.sortBy === 'hit' ? t`en çok okunanlar` : '',
    variables.page > 1 ? t`sayfa ${variables.page}` : '',
  ]
    .filter(Boolean)
    .join(' — ');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle}
        description={
          columnist
            ? t`${columnist.name} imzalı, Dergi Ankara'da yayımlanan köşe yazıları.`
            : t`Dergi Ankara yazarlarının köşe yazıları: düşünce, kültür ve kent üzerine en yeni ve en çok okunan yazılar.`
        }
        keywords={columnist ? [columnist.name, t`köşe yazısı`] : [t`köşe yazısı`, t`yazarlar`, t`Ankara`]}
        search={columnListSearch(variables)}
      />
      <Typography variant="overline" color="secondary" component="p">
        {columnist ? t`Köşe yazarı` : t`Dergi Ankara`}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 3 }}>
        {columnist ? columnist.name : t`Köşe yazıları`}
      </Typography>

      <ListFilters
        label={t`Köşe yazılarını süz`}
        submitLabel={t`Uygula`}
        defaults={{ sortBy: DEFAULT_SORT }}
        selects={[
          {
            name: 'columnistId',
            label: t`Yazar`,
            value: variables.columnistId ? String(variables.columnistId) : '',
            options: [{ value: '', label: t`Tüm yazarlar` }, ...columnists.map((item) => ({ value: String(item.id), label: item.name, lang: CONTENT_LANG }))],
          },
          sortBy,
        ]}
      />

      <Grid container spacing={{ xs: 4, md: 6 }}>
        <ListResults
          id="columns-results-title"
          count={<Plural value={total} _0="Köşe yazısı bulunamadı" one="# köşe yazısı" other="# köşe yazısı" />}
          list={
            items.length ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {items.map((column) => (
                  <Box component="li" key={column.id} sx={{ py: 2.5, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 } }}>
                    <ColumnCard column={column} />
                  </Box>
                ))}
              </Box>
            ) : null
          }
          emptyTitle={t`Bu ölçütlere uyan köşe yazısı yok.`}
          emptyHint={t`Başka bir yazar seçmeyi deneyin.`}
          page={variables.page}
          totalPages={list.totalPages}
          totalItems={total}
          hrefFor={(page) => `${pathname}${columnListSearch({ ...variables, page })}`}
        />
        {columnists.length > 0 ? (
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="columns-authors-title">
            <Typography id="columns-authors-title" variant="h5" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2 }}>
              {t`Yazarlarımız`}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {columnists.map((item) => (
                <Box component="li" key={item.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Link
                    component={SiteLink}
                    to={`${pathname}${columnListSearch({ page: 1, sortBy: variables.sortBy, columnistId: item.id })}`}
                    aria-current={item.id === variables.columnistId ? 'page' : undefined}
                    color={item.id === variables.columnistId ? 'secondary' : 'text.primary'}
                    sx={{ fontFamily: serifFont, fontSize: '1.05rem', fontWeight: item.id === variables.columnistId ? 700 : 400 }}
                    lang={CONTENT_LANG}
                  >
                    {item.name}
                  </Link>
                </Box>
              ))}
            </Box>
          </Grid>
        ) : null}
      </Grid>
    </Container>
  );
}
