import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '../../../components/public/responsive-image';
import type { PublicHomeSlotsQuery } from '../../../gql/graphql';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

type Advert = NonNullable<PublicHomeSlotsQuery['advert']>;

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * The `home-main` advert: the image links out (`rel="sponsored noopener"`, a new tab for other
 * sites) and the block is labelled as an advert; without an image its name is the link.
 */
export function HomeAdvert({ advert }: { advert: Advert }) {
  const { t } = useLingui();
  const external = isExternal(advert.link);
  return (
    <Box component="aside" aria-label={t`Reklam`} sx={{ my: { xs: 5, md: 7 } }}>
      <Typography variant="overline" component="p" color="textSecondary" sx={{ textAlign: 'center', letterSpacing: '0.2em', lineHeight: 2 }}>
        {t`Reklam`}
      </Typography>
      <Link
        href={advert.link}
        rel="sponsored noopener"
        {...(external ? { target: '_blank' } : {})}
        underline="none"
        sx={{ display: 'block', border: 1, borderColor: 'divider', '&:hover': { opacity: 0.92 } }}
      >
        {advert.imageUrl ? (
          <ResponsiveImage src={advert.imageUrl} alt={external ? t`${advert.name} (yeni sekmede açılır)` : advert.name} sizes="(min-width: 1200px) 1152px, 100vw" ratio={[4, 1]} />
        ) : (
          <Typography component="span" sx={{ display: 'block', p: 4, textAlign: 'center', fontFamily: serifFont, fontSize: '1.5rem', color: 'primary.main' }} lang={CONTENT_LANG}>
            {advert.name}
          </Typography>
        )}
      </Link>
    </Box>
  );
}
