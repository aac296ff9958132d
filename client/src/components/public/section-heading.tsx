import { css } from '@emotion/react';
import { SiteLink } from '../../lib/site-link';
import { palette, plainLink, typographyOf } from '../../lib/static-styles';
import { serifFont } from '../../lib/theme';
import { staticStyled } from '../../lib/static-styled';

/**
 * The heading's look, serialised once (lib/static-styles.ts says why): it was a Stack, a
 * Typography and a Link on every block of the home and other reader's pages. The rules are what
 * those components produced: an `h2` as MUI's h4 variant, an `h3` as its h5.
 */
const Heading = staticStyled(
  'div',
  css({
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    borderBottom: '2px solid',
    borderColor: palette.primary.main,
    paddingBottom: 8,
    marginBottom: 24,
    gap: 16,
    '& > h2': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '2.125rem', lineHeight: 1.235 },
    '& > h3': typographyOf('h5'),
    '& > a': { ...plainLink, color: palette.primary.main, fontWeight: 600, whiteSpace: 'nowrap' },
  }),
);

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A "see all" link to the section's list. */
  more?: { to: string; label: string };
  level?: 'h2' | 'h3';
}

/** The heading of a block of the reader's pages, ruled like a newspaper section, with an optional "see all". */
export function SectionHeading({ id, title, more, level = 'h2' }: SectionHeadingProps) {
  const Title = level;
  return (
    <Heading>
      <Title id={id}>{title}</Title>
      {more ? <SiteLink to={more.to}>{more.label}</SiteLink> : null}
    </Heading>
  );
}
