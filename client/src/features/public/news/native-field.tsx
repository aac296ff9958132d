import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { palette, typographyOf } from '../../../lib/static-styles';

/*
 * The look of the public pages' plain form controls (native input and select): MUI's TextField
 * would bring Select, Menu and Popover along — too much script for a reader's page (budget).
 * Plain CSS objects, so a form can spread them into styles serialised once (list-filters.tsx);
 * they serve as MUI's `sx` too, so lengths that sx would read as theme spacing are written in px.
 */

/** A native input's or select's look. */
export const nativeControl = {
  font: 'inherit',
  fontSize: '1rem',
  color: palette.text.primary,
  backgroundColor: palette.background.paper,
  border: '1px solid #8c857a',
  borderRadius: '2px',
  height: 40,
  paddingLeft: '12px',
  paddingRight: '12px',
  width: '100%',
  minWidth: 0,
  '&:hover': { borderColor: palette.text.primary },
  '&:focus-visible': { outline: '2px solid', outlineColor: palette.primary.main, outlineOffset: 1 },
} as const;

/** The label that wraps a control, its text above it (so they are tied without ids). */
export const nativeFieldLabel = { display: 'flex', flexDirection: 'column', gap: '4px' } as const;

/** The label's text. */
export const nativeFieldText = { ...typographyOf('caption'), fontWeight: 600, color: palette.text.secondary } as const;

/** `nativeControl` for a control that is a MUI Box. */
export const nativeFieldSx: SxProps<Theme> = nativeControl;

/** A visible label above its control, for a control that is a MUI Box. */
export function NativeField({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="label" sx={{ ...nativeFieldLabel, minWidth: 0, ...sx }}>
      <Box component="span" sx={nativeFieldText}>
        {label}
      </Box>
      {children}
    </Box>
  );
}
