import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';

/** The id of each layout's `<main>` (tabIndex -1): the skip link's and the route announcer's target. */
export const MAIN_ID = 'main';

/** "İçeriğe geç": the first Tab stop of every layout, shown only while focused; it jumps past the header and menus. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: -9999,
        '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', color: 'primary.main', p: 1, outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {t`İçeriğe geç`}
    </Box>
  );
}
