import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';

/** The slot of an advert: its key (as the API names it) and what it is on the site. */
export function AdvertSlot({ location }: { location: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = { 'home-main': t`Ana sayfa, ana reklam` };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" variant="outlined" label={location} sx={{ fontFamily: 'monospace' }} />
      {names[location] && <span>{names[location]}</span>}
    </Stack>
  );
}
