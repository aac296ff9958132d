import { css } from '@emotion/react';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
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
import { container, gridRow, gridSpan, MD, palette, SM, typography, typographyOf } from '../../lib/static-styles';
import { staticStyled } from '../../lib/static-styled';

const { background, divider, secondary, text } = palette;

/**
 * The page's columns and the article's own parts as one class serialised once (lib/static-styles.ts
 * says why): as MUI's Container, Grid, Typography, Link, Stack, Box and Divider they were some twenty
 * styled components per render. The rules are the ones those components produced.
 */
const Page = staticStyled(
  'div',
  css({
    ...container,
    paddingTop: 32,
    paddingBottom: 32,
    [MD]: { paddingTop: 48, paddingBottom: 48 },
    '& > .news-columns': gridRow(40, 48),
    '& .news-article': { ...gridSpan(12), [MD]: gridSpan(8) },
    '& .news-more': { ...gridSpan(12), [MD]: gridSpan(4) },
    '& .news-category': {
      ...typographyOf('overline'),
      color: secondary.main,
      textDecoration: 'none',
      display: 'inline-block',
      lineHeight: 1.5,
      marginBottom: 8,
      '&:hover': { textDecoration: 'underline' },
    },
    '& .news-title': {
      margin: 0,
      fontFamily: typography.h2.fontFamily,
      fontWeight: typography.h2.fontWeight,
      letterSpacing: typography.h2.letterSpacing,
      fontSize: '2rem',
      lineHeight: 1.15,
      marginBottom: 16,
      [MD]: { fontSize: '2.75rem' },
    },
    '& .news-teaser': {
      margin: 0,
      fontFamily: serifFont,
      fontWeight: 400,
      fontSize: '1.15rem',
      lineHeight: 1.6,
      color: text.secondary,
      marginBottom: 24,
      maxWidth: '68ch',
      [MD]: { fontSize: '1.3rem' },
    },
    // MUI's Stack: a column on phones, a row from 600 px, its spacing as margins between the children.
    '& .news-meta': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      borderTop: `1px solid ${divider}`,
      borderBottom: `1px solid ${divider}`,
      paddingTop: 12,
      paddingBottom: 12,
      marginBottom: 24,
      '& > :not(style):not(style)': { margin: 0 },
      '& > :not(style) ~ :not(style)': { marginTop: 16 },
      [SM]: { flexDirection: 'row', alignItems: 'center', '& > :not(style) ~ :not(style)': { marginTop: 0, marginLeft: 24 } },
    },
    '& .news-byline': { ...typographyOf('body2'), color: text.secondary },
    '& .news-author': { fontWeight: 700, color: text.primary, fontStyle: 'normal' },
    '& .news-author-deleted': { color: text.secondary, fontStyle: 'italic' },
    '& .news-poster': { marginBottom: 32 },
    '& .news-tags': { marginTop: 32 },
    '& .news-tags > h2': { ...typographyOf('overline'), color: text.secondary },
    '& .news-tags > ul': { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 },
    '& .news-tags li': { border: `1px solid ${divider}`, borderRadius: 8, padding: '2px 10px', fontSize: '0.85rem', backgroundColor: background.paper },
    '& .news-divider': { margin: '32px 0', flexShrink: 0, borderWidth: 0, borderStyle: 'solid', borderColor: divider, borderBottomWidth: 'thin' },
  }),
);

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
    <Page>
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
      <div className="news-columns">
        <article className="news-article" aria-labelledby="news-title" {...viewed}>
          {category ? (
            <SiteLink className="news-category" to={`${pathFor(lang, 'news')}?categoryId=${category.id}`} lang={CONTENT_LANG}>
              {category.name}
            </SiteLink>
          ) : null}
          <h1 id="news-title" className="news-title" lang={CONTENT_LANG}>
            {news.title}
          </h1>
          <p className="news-teaser" lang={CONTENT_LANG}>
            {news.teaser}
          </p>
          <div className="news-meta">
            <p className="news-byline">
              {author ? (
                <>
                  <span className={news.author?.deleted ? 'news-author news-author-deleted' : 'news-author'} lang={news.author?.deleted ? undefined : CONTENT_LANG}>
                    {author}
                  </span>
                  {' · '}
                </>
              ) : null}
              <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
            </p>
            <ShareButtons path={path} title={news.title} />
          </div>
          <ResponsiveImage className="news-poster" src={news.posterUrl} alt={news.title} priority sizes="(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw" />
          <ArticleBody html={news.contentHtml} />
          {news.tags.length > 0 ? (
            <div className="news-tags">
              <h2 id="news-tags-title">{t`Etiketler`}</h2>
              <ul lang={CONTENT_LANG} aria-labelledby="news-tags-title">
                {news.tags.map((tag) => (
                  <li key={tag.id}>{tag.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <NewsGallery photos={news.photos} title={news.title} headingId="news-gallery-title" heading={t`Fotoğraf galerisi`} />
          <hr className="news-divider" />
          <ShareButtons path={path} title={news.title} />
        </article>
        {more.length > 0 ? (
          <aside className="news-more" aria-labelledby="news-more-title">
            <NewsSideList id="news-more-title" title={t`Diğer haberler`} items={more} more={{ to: pathFor(lang, 'news'), label: t`Tüm haberler` }} />
          </aside>
        ) : null}
      </div>
    </Page>
  );
}
