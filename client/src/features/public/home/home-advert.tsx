import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '../../../components/public/responsive-image';
import type { PublicHomeSlotsQuery } from '../../../gql/graphql';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { MD, palette, typographyOf } from '../../../lib/static-styles';
import { staticStyled } from '../../../lib/static-styled';

type Advert = NonNullable<PublicHomeSlotsQuery['advert']>;

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * The advert's look, serialised once (lib/static-styles.ts says why): it was a Box, a Link and
 * Typography. The rules are what those components produced.
 */
const AdvertBlock = staticStyled(
  'aside',
  css({
    marginTop: 40,
    marginBottom: 40,
    [MD]: { marginTop: 56, marginBottom: 56 },
    '& > p': { ...typographyOf('overline'), color: palette.text.secondary, textAlign: 'center', letterSpacing: '0.2em', lineHeight: 2 },
    // A Link with `underline="none"`: no underline on hover, a faded image instead.
    '& > a': {
      margin: 0, font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', color: palette.primary.main, textDecoration: 'none', display: 'block', border: '1px solid', borderColor: palette.divider, '&:hover': { opacity: 0.92 },
    },
    '& .home-advert-name': { ...typographyOf('body1'), display: 'block', padding: 32, textAlign: 'center', fontFamily: serifFont, fontSize: '1.5rem', color: palette.primary.main },
  }),
);

/**
 * The `home-main` advert: the image links out (`rel="sponsored noopener"`, a new tab for other
 * sites) and the block is labelled as an advert; without an image its name is the link.
 */
export function HomeAdvert({ advert }: { advert: Advert }) {
  const { t } = useLingui();
  const external = isExternal(advert.link);
  return (
    <AdvertBlock aria-label={t`Reklam`}>
      <p>{t`Reklam`}</p>
      <a href={advert.link} rel="sponsored noopener" {...(external ? { target: '_blank' } : {})}>
        {advert.imageUrl ? (
          <ResponsiveImage src={advert.imageUrl} alt={external ? t`${advert.name} (yeni sekmede açılır)` : advert.name} sizes="(min-width: 1200px) 1152px, 100vw" ratio={[4, 1]} />
        ) : (
          <span className="home-advert-name" lang={CONTENT_LANG}>
            {advert.name}
          </span>
        )}
      </a>
    </AdvertBlock>
  );
}
