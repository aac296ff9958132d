import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '../../components/public/responsive-image';
import { archiveJsonLd } from '../../features/public/archive/archive-json-ld';
import { archiveIssueVariables } from '../../features/public/archive/archive-variables';
import { HtmlContent } from '../../features/public/archive/html-content';
import { PublicArchiveIssueDocument } from '../../gql/graphql';
import { loadRoute, redirectToCurrentSlug, routeQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { formatDate } from '../../lib/i18n/format-date';
import { formatTry } from '../../lib/i18n/format-money';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { archivePath } from '../../lib/public-paths';
import { useCountView } from '../../lib/use-count-view';
import { isPreview, PreviewBanner } from '../../features/public/preview/preview-banner';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

const issueQuery = routeQuery(PublicArchiveIssueDocument, ({ params }) => archiveIssueVariables(params.slug), { kind: 'archive' });

export async function loader(args: LoaderFunctionArgs) {
  const data = await loadRoute(args, issueQuery);
  redirectToCurrentSlug(args.request, args.params.slug, data.publicArchiveIssue.slug);
  return null;
}

/** `/arsiv/{slug}`: one issue — cover, price and buy link, the PDF preview, contents and masthead. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const issue = useRouteQuery(issueQuery).publicArchiveIssue;
  // An unpublished item, opened by a preview link: marked, not indexed, its view not counted.
  const preview = isPreview(issue.status);
  const viewed = useCountView('archive', preview ? undefined : issue.id);

  const price = formatTry(issue.price, lang);
  const path = archivePath(lang, issue.slug);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} {...viewed}>
      <PageMeta
        title={issue.title}
        noIndex={preview || undefined}
        description={issue.description}
        keywords={[issue.title, 'Dergi Ankara', t`arşiv`, t`dergi sayısı`]}
        image={issue.posterUrl}
        jsonLd={[archiveJsonLd(issue, path)]}
      />
      {preview ? <PreviewBanner /> : null}
      <Breadcrumbs component="nav" aria-label={t`Sayfa konumu`} sx={{ mb: 3, fontSize: '0.9rem' }}>
        <Link component={SiteLink} to={pathFor(lang, 'home')} color="inherit">
          {t`Ana sayfa`}
        </Link>
        <Link component={SiteLink} to={pathFor(lang, 'archive')} color="inherit">
          {t`Arşiv`}
        </Link>
        <Typography component="span" color="textPrimary" aria-current="page" sx={{ fontSize: 'inherit' }} lang={CONTENT_LANG}>
          {issue.title}
        </Typography>
      </Breadcrumbs>

      {/* Reading order: title, then cover and buy box, then the issue; on wider screens the cover sits beside both. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '5fr 7fr', md: '4fr 8fr' },
          gridTemplateAreas: { xs: '"head" "aside" "body"', sm: '"aside head" "aside body"' },
          gridTemplateRows: { sm: 'auto 1fr' },
          columnGap: { sm: 4, md: 6 },
          rowGap: { xs: 3, sm: 0 },
        }}
      >
        <Box sx={{ gridArea: 'head' }}>
          <Typography variant="overline" color="secondary" component="p">
            {t`Arşiv`} · <time dateTime={issue.createdAt}>{formatDate(issue.createdAt, lang)}</time>
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, mb: 2 }} lang={CONTENT_LANG}>
            {issue.title}
          </Typography>
          <Typography sx={{ fontFamily: serifFont, fontSize: '1.2rem', lineHeight: 1.6, color: 'text.secondary', mb: 4 }} lang={CONTENT_LANG}>
            {issue.description}
          </Typography>
        </Box>
        <Box sx={{ gridArea: 'aside', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 24 } }}>
          {/* On a phone the cover stays small, so the issue itself is reached quickly. */}
          <Box sx={{ maxWidth: { xs: 240, sm: 'none' }, mx: 'auto' }}>
            <ResponsiveImage
              src={issue.posterUrl}
              alt={t`${issue.title} kapağı`}
              ratio={[3, 4]}
              priority
              sizes="(min-width: 900px) 360px, (min-width: 600px) 40vw, 240px"
              sx={{ boxShadow: '0 2px 4px rgba(0,0,0,0.12), 0 16px 40px rgba(29,42,68,0.18)' }}
            />
          </Box>
          <Box component="section" aria-labelledby="archive-buy-title" sx={{ mt: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: 2.5, borderTop: 4, borderTopColor: 'secondary.main' }}>
            <Typography id="archive-buy-title" variant="overline" component="h2" color="textSecondary" sx={{ lineHeight: 1.5 }}>
              {t`Satın al`}
            </Typography>
            <Typography component="p" sx={{ fontFamily: serifFont, fontSize: '2rem', fontWeight: 700, color: 'primary.main', mb: 1.5 }}>
              {price}
            </Typography>
            <Stack spacing={1}>
              <Button href={issue.link} target="_blank" rel="noopener noreferrer" variant="contained" color="secondary" size="large" fullWidth>
                {t`Bu sayıyı satın al`}
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t`(yeni sekmede açılır)`}
                </Box>
              </Button>
              <Button href={issue.previewUrl} target="_blank" rel="noopener" variant="outlined" fullWidth>
                {t`PDF önizlemeyi aç`}
              </Button>
            </Stack>
          </Box>
        </Box>
        <Box sx={{ gridArea: 'body', mt: { xs: 2, sm: 0 } }}>
          <Box component="section" aria-labelledby="archive-preview-title" sx={{ mb: 5 }}>
            <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2, gap: 2, flexWrap: 'wrap' }}>
              <Typography id="archive-preview-title" variant="h5" component="h2">
                {t`Önizleme`}
              </Typography>
              <Link href={issue.previewUrl} download sx={{ fontWeight: 600 }}>
                {t`PDF'i indir`}
              </Link>
            </Stack>
            <Box
              component="iframe"
              src={issue.previewUrl}
              title={t`${issue.title} — PDF önizleme`}
              loading="lazy"
              sx={{ display: 'block', width: '100%', height: { xs: 480, md: 720 }, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t`Önizleme görünmüyorsa PDF'i yeni sekmede açabilir ya da indirebilirsiniz.`}
            </Typography>
          </Box>

          <Box component="section" aria-labelledby="archive-content-title" sx={{ mb: 5 }}>
            <Typography id="archive-content-title" variant="h5" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2 }}>
              {t`Bu sayıda`}
            </Typography>
            <HtmlContent html={issue.contentHtml} />
          </Box>

          <Box component="aside" aria-labelledby="archive-masthead-title" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: { xs: 2, md: 3 } }}>
            <Typography id="archive-masthead-title" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t`Künye`}
            </Typography>
            <Box sx={{ '& > div': { fontSize: '0.98rem' } }}>
              <HtmlContent html={issue.mastheadHtml} />
            </Box>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
