import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { theme } from '../../lib/theme';
import { staticStyled } from '../../lib/static-styled';

/** The id of each layout's `<main>` (tabIndex -1): the skip link's and the route announcer's target. */
export const MAIN_ID = 'main';

const { palette } = theme;

/** Off screen until focused; serialised once, as it is on every page. */
const Link = staticStyled(
  'a',
  css({
    position: 'absolute',
    left: -9999,
    '&:focus': { left: 16, top: 16, zIndex: 2000, backgroundColor: palette.background.paper, color: palette.primary.main, padding: 8, outline: '3px solid', outlineColor: palette.primary.main },
  }),
);

/** "İçeriğe geç": the first Tab stop of every layout, shown only while focused; it jumps past the header and menus. */
export function SkipLink() {
  const { t } = useLingui();
  return <Link href={`#${MAIN_ID}`}>{t`İçeriğe geç`}</Link>;
}
