import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The look of the public pages' plain form controls (native input and select): MUI's TextField
 * would bring Select, Menu and Popover along — too much script for a reader's page (budget).
 */
export const nativeFieldSx: SxProps<Theme> = {
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid #8c857a',
  borderRadius: '2px',
  height: 40,
  px: 1.5,
  width: '100%',
  minWidth: 0,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
};

/** A visible label above its control (the label wraps the control, so they are tied without ids). */
export function NativeField({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, ...sx }}>
      <Typography component="span" variant="caption" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
