import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

/** Covers the viewport while lazy routes, guards or navigations load. */
export function FullScreenSpinner({ overlay = false }: { overlay?: boolean }) {
  const { t } = useLingui();
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: overlay ? 'rgba(247, 243, 236, 0.6)' : 'background.default',
      }}
    >
      <CircularProgress color="secondary" aria-label={t`Yükleniyor`} />
    </Box>
  );
}
