import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Plural, useLingui } from '@lingui/react/macro';
import { NewsCard } from '../../components/public/news-card';
import { ListResults } from '../../components/public/list-results';
import { ListFilters, useSortBySelect } from '../../features/public/news/list-filters';
import { DEFAULT_SORT, newsListSearch, newsListVariables } from '../../features/public/news/list-params';
import { NewsSideList } from '../../features/public/news/news-side-list';
import {
  PublicNewsCategoryChoicesDocument,
  PublicNewsFeaturedDocument,
  PublicNewsLatestDocument,
  PublicNewsListPageDocument,
} from '../../gql/graphql';
import { LIMITS } from '../../gql/limits';
import { loadRoute, routeQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

const listQuery = routeQuery(PublicNewsListPageDocument, ({ search }) => newsListVariables(search));
const categoriesQuery = routeQuery(PublicNewsCategoryChoicesDocument, () => ({}), { shared: true });
const featuredQuery = routeQuery(PublicNewsFeaturedDocument, () => ({}), { shared: true });
const latestQuery = routeQuery(PublicNewsLatestDocument, () => ({}), { shared: true });

export async function loader(args: LoaderFunctionArgs) {
  await Promise.all([loadRoute(args, listQuery), loadRoute(args, categoriesQuery), loadRoute(args, featuredQuery), loadRoute(args, latestQuery)]);
  return null;
}

/** `/haber` and `/en/news`: the news list with its filters (spec §2), featured and latest beside it. */
export function Component() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const variables = newsListVariables(searchParams);
  const list = useRouteQuery(listQuery).publicNewsList;
  const categories = useRouteQuery(categoriesQuery).publicAllCategories;
  const featured = useRouteQuery(featuredQuery).publicFeaturedNews;
  const latest = useRouteQuery(latestQuery).publicLatestNews;
  const sortBy = useSortBySelect(variables.sortBy);

  const category = categories.find((item) => item.id === variables.categoryId);
  const items = list.items;
  const total = list.totalItems;
  const heading = category ? category.name : t`Haberler`;
  const pageTitle = [
    category ? t`${category.name} haberleri` : t`Haberler`,
    variables.title ? t`“${variables.title}” araması` : '',
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
          category
            ? t`Dergi Ankara'da ${category.name} kategorisindeki haberler.`
            : t`Dergi Ankara'nın haberleri: Ankara'nın kültür, düşünce ve kent gündeminden en yeni ve en çok okunan haberler.`
        }
        keywords={category ? [category.name, t`haber`] : [t`haber`, t`Ankara`, t`kültür`]}
        search={newsListSearch(variables)}
      />
      <Typography variant="overline" color="secondary" component="p">
        {category ? t`Kategori` : t`Dergi Ankara`}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 3 }}>
        {heading}
      </Typography>

      <ListFilters
        label={t`Haberlerde ara ve süz`}
        submitLabel={t`Ara`}
        search={{ name: 'title', label: t`Başlıkta ara`, value: variables.title, maxLength: LIMITS.Paging.query.max }}
        defaults={{ sortBy: DEFAULT_SORT }}
        selects={[
          {
            name: 'categoryId',
            label: t`Kategori`,
            value: variables.categoryId ? String(variables.categoryId) : '',
            options: [{ value: '', label: t`Tüm kategoriler` }, ...categories.map((item) => ({ value: String(item.id), label: item.name, lang: CONTENT_LANG }))],
          },
          sortBy,
        ]}
      />

      <Grid container spacing={{ xs: 4, md: 6 }}>
        <ListResults
          id="news-results-title"
          count={
            <>
              {variables.title ? <span>{t`Aranan: “${variables.title}”`} · </span> : null}
              <Plural value={total} _0="Haber bulunamadı" one="# haber" other="# haber" />
            </>
          }
          list={
            items.length ? (
              <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {items.map((news, position) => (
                  <Grid key={news.id} size={{ xs: 12, sm: 6 }} component="li">
                    <NewsCard news={news} priority={position === 0 && variables.page === 1} />
                  </Grid>
                ))}
              </Grid>
            ) : null
          }
          emptyTitle={t`Bu ölçütlere uyan haber yok.`}
          emptyHint={t`Başka bir kategori seçmeyi ya da aramayı değiştirmeyi deneyin.`}
          page={variables.page}
          totalPages={list.totalPages}
          totalItems={total}
          hrefFor={(page) => `${pathname}${newsListSearch({ ...variables, page })}`}
        />
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label={t`Öne çıkan ve son haberler`}>
          <NewsSideList id="news-featured-title" title={t`Öne çıkanlar`} items={featured} />
          <NewsSideList id="news-latest-title" title={t`Son haberler`} items={latest} />
        </Grid>
      </Grid>
    </Container>
  );
}
