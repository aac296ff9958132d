import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SiteLink } from '../../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '../../../components/public/responsive-image';
import type { PublicArchiveListQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatTry } from '../../../lib/i18n/format-money';
import { useLang } from '../../../lib/i18n/use-lang';
import { archivePath } from '../../../lib/public-paths';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export type ArchiveCoverItem = PublicArchiveListQuery['publicArchiveList']['items'][number];

/** One issue in the archive grid: the cover (a link), featured mark, title, date and price. */
export function ArchiveCoverCard({ issue, priority = false }: { issue: ArchiveCoverItem; priority?: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  const to = archivePath(lang, issue.slug);
  const featured = issue.isFeatured === 'yes';
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ position: 'relative' }}>
        <SiteLink to={to} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={issue.posterUrl}
            alt=""
            ratio={[3, 4]}
            priority={priority}
            sizes="(min-width: 1200px) 270px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw"
            sx={{ boxShadow: '0 1px 2px rgba(0,0,0,0.12), 0 8px 24px rgba(29,42,68,0.12)', transition: 'transform .2s', '&:hover': { transform: 'translateY(-2px)' } }}
          />
        </SiteLink>
        {featured ? (
          <Chip label={t`Öne çıkan`} color="secondary" size="small" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }} />
        ) : null}
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.25, mt: 1 }} lang={CONTENT_LANG}>
        <Link component={SiteLink} to={to} color="text.primary" underline="hover">
          {issue.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary" component="p" sx={{ mt: 'auto', display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <time dateTime={issue.createdAt}>{formatDate(issue.createdAt, lang)}</time>
        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {formatTry(issue.price, lang)}
        </Box>
      </Typography>
    </Box>
  );
}
