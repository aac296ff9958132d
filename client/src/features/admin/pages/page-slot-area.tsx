import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';

/** What a slot key is on the site, e.g. home-primary → "Ana sayfa, birinci blok". */
export function useAreaName() {
  const { t } = useLingui();
  const names: Record<string, string> = {
    'home-primary': t`Ana sayfa, birinci blok`,
    'home-secondary': t`Ana sayfa, ikinci blok`,
  };
  return (area: string) => names[area] ?? area;
}

/** The slot key (as the API names it) and what it is on the site. */
export function PageSlotArea({ area }: { area: string }) {
  const name = useAreaName()(area);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" variant="outlined" label={area} sx={{ fontFamily: 'monospace' }} />
      {name !== area && <span>{name}</span>}
    </Stack>
  );
}
