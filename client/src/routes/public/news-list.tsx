import { css } from '@emotion/react';
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
import { container, gridRow, gridSpan, MD, palette, SM, typography, typographyOf } from '../../lib/static-styles';
import { staticStyled } from '../../lib/static-styled';

const listQuery = routeQuery(PublicNewsListPageDocument, ({ search }) => newsListVariables(search));
const categoriesQuery = routeQuery(PublicNewsCategoryChoicesDocument, () => ({}), { shared: true });
const featuredQuery = routeQuery(PublicNewsFeaturedDocument, () => ({}), { shared: true });
const latestQuery = routeQuery(PublicNewsLatestDocument, () => ({}), { shared: true });

export async function loader(args: LoaderFunctionArgs) {
  await Promise.all([loadRoute(args, listQuery), loadRoute(args, categoriesQuery), loadRoute(args, featuredQuery), loadRoute(args, latestQuery)]);
  return null;
}

/**
 * The page as one class serialised once, when the module loads (lib/static-styles.ts says why):
 * it was a Container, two Typography and Grids for its columns and each card. The rules are the
 * ones they produced.
 */
const pageStyles = css({
  ...container,
  paddingTop: 32,
  paddingBottom: 32,
  [MD]: { paddingTop: 48, paddingBottom: 48 },
  '& > .list-kicker': { ...typographyOf('overline'), color: palette.secondary.main },
  '& > h1': {
    margin: 0,
    fontFamily: typography.h2.fontFamily,
    fontWeight: typography.h2.fontWeight,
    letterSpacing: typography.h2.letterSpacing,
    fontSize: '2.2rem',
    lineHeight: typography.h2.lineHeight,
    marginBottom: 24,
    [MD]: { fontSize: '3rem' },
  },
  '& > .list-columns': gridRow(32, 48),
  '& .list-side': { ...gridSpan(12), [MD]: gridSpan(4) },
  '& .list-cards': { ...gridRow(32, 32), listStyle: 'none', padding: 0, margin: 0, '& > li': { ...gridSpan(12), [SM]: gridSpan(6) } },
});

const Page = staticStyled('div', pageStyles);

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
    <Page>
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
      <p className="list-kicker">{category ? t`Kategori` : t`Dergi Ankara`}</p>
      <h1>{heading}</h1>

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

      <div className="list-columns">
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
              <ul className="list-cards">
                {items.map((news, position) => (
                  <li key={news.id}>
                    <NewsCard news={news} priority={position === 0 && variables.page === 1} />
                  </li>
                ))}
              </ul>
            ) : null
          }
          emptyTitle={t`Bu ölçütlere uyan haber yok.`}
          emptyHint={t`Başka bir kategori seçmeyi ya da aramayı değiştirmeyi deneyin.`}
          page={variables.page}
          totalPages={list.totalPages}
          totalItems={total}
          hrefFor={(page) => `${pathname}${newsListSearch({ ...variables, page })}`}
        />
        <aside className="list-side" aria-label={t`Öne çıkan ve son haberler`}>
          <NewsSideList id="news-featured-title" title={t`Öne çıkanlar`} items={featured} />
          <NewsSideList id="news-latest-title" title={t`Son haberler`} items={latest} />
        </aside>
      </div>
    </Page>
  );
}
