import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '../../components/public/responsive-image';
import { ArticleBody } from '../../features/public/news/article-body';
import { newsArticleJsonLd } from '../../features/public/news/article-json-ld';
import { NewsGallery } from '../../features/public/news/news-gallery';
import { NewsSideList } from '../../features/public/news/news-side-list';
import { ShareButtons } from '../../features/public/news/share-buttons';
import { PublicNewsDetailDocument, PublicNewsLatestDocument } from '../../gql/graphql';
import { loadRoute, redirectToCurrentSlug, routeQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { formatDate } from '../../lib/i18n/format-date';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { newsPath } from '../../lib/public-paths';
import { useCountView } from '../../lib/use-count-view';
import { isPreview, PreviewBanner } from '../../features/public/preview/preview-banner';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

const newsQuery = routeQuery(PublicNewsDetailDocument, ({ params }) => ({ slug: params.slug ?? '' }), { kind: 'news' });
// The second, shared dataset of the page (spec §2): the newest news as "more news".
const latestQuery = routeQuery(PublicNewsLatestDocument, () => ({}), { shared: true });

export async function loader(args: LoaderFunctionArgs) {
  const [detail] = await Promise.all([loadRoute(args, newsQuery), loadRoute(args, latestQuery)]);
  redirectToCurrentSlug(args.request, args.params.slug, detail.publicNewsItem.slug);
  return null;
}

/** `/haber/{slug}` and `/en/news/{slug}`: one news item, its gallery, sharing and more news. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const news = useRouteQuery(newsQuery).publicNewsItem;
  const latest = useRouteQuery(latestQuery).publicLatestNews;
  // An unpublished item, opened by a preview link: marked, not indexed, its view not counted.
  const preview = isPreview(news.status);
  const viewed = useCountView('news', preview ? undefined : news.id);

  const path = newsPath(lang, news.slug);
  const category = news.category && !news.category.deleted ? news.category : null;
  const author = news.author ? (news.author.deleted ? t`Silinmiş kullanıcı` : news.author.name) : null;
  const keywords = [...news.tags.map((tag) => tag.name), ...(category ? [category.name] : [])];
  const more = latest.filter((item) => item.id !== news.id).slice(0, 5);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={news.title}
        noIndex={preview || undefined}
        description={news.teaser}
        keywords={keywords}
        image={news.posterUrl}
        type="article"
        jsonLd={[
          newsArticleJsonLd({
            headline: news.title,
            description: news.teaser,
            image: news.posterUrl,
            datePublished: news.createdAt,
            dateModified: news.updatedAt,
            authorName: news.author && !news.author.deleted ? news.author.name : null,
            section: category?.name,
            keywords,
            path,
          }),
        ]}
      />
      {preview ? <PreviewBanner /> : null}
      <Grid container spacing={{ xs: 5, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }} component="article" aria-labelledby="news-title" {...viewed}>
          {category ? (
            <Link
              component={RouterLink}
              to={`${pathFor(lang, 'news')}?categoryId=${category.id}`}
              variant="overline"
              color="secondary"
              sx={{ display: 'inline-block', lineHeight: 1.5, mb: 1 }}
              lang={CONTENT_LANG}
            >
              {category.name}
            </Link>
          ) : null}
          <Typography id="news-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15, mb: 2 }} lang={CONTENT_LANG}>
            {news.title}
          </Typography>
          <Typography component="p" sx={{ fontFamily: serifFont, fontSize: { xs: '1.15rem', md: '1.3rem' }, lineHeight: 1.6, color: 'text.secondary', mb: 3, maxWidth: '68ch' }} lang={CONTENT_LANG}>
            {news.teaser}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, borderTop: 1, borderBottom: 1, borderColor: 'divider', py: 1.5, mb: 3 }}>
            <Typography variant="body2" color="textSecondary" component="p">
              {author ? (
                <>
                  <Box component="span" sx={{ fontWeight: 700, color: news.author?.deleted ? 'text.secondary' : 'text.primary', fontStyle: news.author?.deleted ? 'italic' : 'normal' }} lang={news.author?.deleted ? undefined : CONTENT_LANG}>
                    {author}
                  </Box>
                  {' · '}
                </>
              ) : null}
              <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
            </Typography>
            <ShareButtons path={path} title={news.title} />
          </Stack>
          <ResponsiveImage src={news.posterUrl} alt={news.title} priority sizes="(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw" sx={{ mb: 4 }} />
          <ArticleBody html={news.contentHtml} />
          {news.tags.length > 0 ? (
            <Box sx={{ mt: 4 }}>
              <Typography variant="overline" component="h2" color="textSecondary" id="news-tags-title">
                {t`Etiketler`}
              </Typography>
              <Stack component="ul" lang={CONTENT_LANG} aria-labelledby="news-tags-title" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
                {news.tags.map((tag) => (
                  <Box component="li" key={tag.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 4, px: 1.25, py: 0.25, fontSize: '0.85rem', bgcolor: 'background.paper' }}>
                    {tag.name}
                  </Box>
                ))}
              </Stack>
            </Box>
          ) : null}
          <NewsGallery photos={news.photos} title={news.title} headingId="news-gallery-title" heading={t`Fotoğraf galerisi`} />
          <Divider sx={{ my: 4 }} />
          <ShareButtons path={path} title={news.title} />
        </Grid>
        {more.length > 0 ? (
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="news-more-title">
            <NewsSideList id="news-more-title" title={t`Diğer haberler`} items={more} more={{ to: pathFor(lang, 'news'), label: t`Tüm haberler` }} />
          </Grid>
        ) : null}
      </Grid>
    </Container>
  );
}
