import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { ColumnCard } from '../../components/public/column-card';
import { ColumnistBox } from '../../features/public/columns/columnist-box';
import { htmlExcerpt } from '../../features/public/columns/html-excerpt';
import { ArticleBody } from '../../features/public/news/article-body';
import { newsArticleJsonLd } from '../../features/public/news/article-json-ld';
import { ShareButtons } from '../../features/public/news/share-buttons';
import { PublicColumnDetailDocument, PublicColumnsOfColumnistDocument } from '../../gql/graphql';
import { loadRoute, loadRouteWith, redirectToCurrentSlug, routeQuery, useOptionalRouteQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { canonicalSearch } from '../../lib/head/canonical-search';
import { PageMeta } from '../../lib/head/page-meta';
import { formatDate } from '../../lib/i18n/format-date';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { columnPath } from '../../lib/public-paths';
import { useCountView } from '../../lib/use-count-view';
import { isPreview, PreviewBanner } from '../../features/public/preview/preview-banner';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

/** The columnist whose other columns the page lists: none for a deleted (or missing) one. */
function listedColumnistId(columnist: { id: number; deleted: boolean } | null | undefined): number | undefined {
  return columnist && !columnist.deleted ? columnist.id : undefined;
}

const columnQuery = routeQuery(PublicColumnDetailDocument, ({ params }) => ({ slug: params.slug ?? '' }), { kind: 'column' });
/** The columnist's latest columns: its variables come from the column's answer. */
const othersQuery = routeQuery(PublicColumnsOfColumnistDocument, (columnistId: number) => ({ columnistId }), { shared: true });

export async function loader(args: LoaderFunctionArgs) {
  const column = (await loadRoute(args, columnQuery)).publicColumn;
  redirectToCurrentSlug(args.request, args.params.slug, column.slug);
  const columnistId = listedColumnistId(column.columnist);
  if (columnistId !== undefined) await loadRouteWith(args, othersQuery, columnistId);
  return null;
}

/** `/kose-yazisi/{slug}` and `/en/columns/{slug}`: a column, its author and the author's latest columns. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const column = useRouteQuery(columnQuery).publicColumn;
  const others = useOptionalRouteQuery(othersQuery, listedColumnistId(column.columnist))?.publicColumnList.items ?? [];
  // An unpublished item, opened by a preview link: marked, not indexed, its view not counted.
  const preview = isPreview(column.status);
  const viewed = useCountView('column', preview ? undefined : column.id);

  const path = columnPath(lang, column.slug);
  const columnist = column.columnist && !column.columnist.deleted ? column.columnist : null;
  const more = others.filter((item) => item.id !== column.id).slice(0, 5);
  const description = htmlExcerpt(column.contentHtml) || column.title;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={column.title}
        noIndex={preview || undefined}
        description={description}
        keywords={[...(columnist ? [columnist.name] : []), t`köşe yazısı`]}
        image={columnist?.imageUrl}
        type="article"
        jsonLd={[
          newsArticleJsonLd({
            headline: column.title,
            description,
            image: columnist?.imageUrl,
            datePublished: column.createdAt,
            dateModified: column.updatedAt,
            authorName: columnist?.name,
            section: t`Köşe yazısı`,
            path,
          }),
        ]}
      />
      {preview ? <PreviewBanner /> : null}
      <Grid container spacing={{ xs: 5, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }} component="article" aria-labelledby="column-title" {...viewed}>
          <Link component={SiteLink} to={pathFor(lang, 'columns')} variant="overline" color="secondary" sx={{ display: 'inline-block', lineHeight: 1.5, mb: 1 }}>
            {t`Köşe yazısı`}
          </Link>
          <Typography id="column-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15, mb: 3 }} lang={CONTENT_LANG}>
            {column.title}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, borderTop: 1, borderBottom: 1, borderColor: 'divider', py: 2, mb: 4 }}>
            <Box>
              <ColumnistBox columnist={column.columnist} />
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                <time dateTime={column.createdAt}>{formatDate(column.createdAt, lang)}</time>
              </Typography>
            </Box>
            <ShareButtons path={path} title={column.title} />
          </Stack>
          <ArticleBody html={column.contentHtml} />
          <Divider sx={{ my: 4 }} />
          <ShareButtons path={path} title={column.title} />
        </Grid>
        {columnist && more.length > 0 ? (
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="column-more-title">
            <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2 }}>
              <Typography id="column-more-title" variant="h5" component="h2">
                {t`Yazarın son yazıları`}
              </Typography>
              <Link
                component={SiteLink}
                to={`${pathFor(lang, 'columns')}${canonicalSearch({ columnistId: columnist.id })}`}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: '0.9rem' }}
              >
                {t`Tüm yazıları`}
              </Link>
            </Stack>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {more.map((item) => (
                <Box component="li" key={item.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 } }}>
                  <ColumnCard column={item} />
                </Box>
              ))}
            </Box>
          </Grid>
        ) : null}
      </Grid>
    </Container>
  );
}
