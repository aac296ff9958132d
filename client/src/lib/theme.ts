import { createTheme } from '@mui/material/styles';

/** The magazine's serif (headings, mastheads, display numbers): the one place it is written. */
export const serifFont = 'Georgia, "Times New Roman", Times, serif';
const sans = '"Helvetica Neue", Helvetica, Arial, "Segoe UI", sans-serif';

const PAPER = '#fffdf8';
const FOCUS_RING = '#1d2a44';

/** The magazine's look: serif display headings, deep ink blue and burgundy on warm paper. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d2a44', light: '#3b4a68', dark: '#111a2d', contrastText: '#fbf8f2' },
    secondary: { main: '#7b1e2b', light: '#a04453', dark: '#55121c', contrastText: '#fbf8f2' },
    background: { default: '#f7f3ec', paper: PAPER },
    text: { primary: '#1e1d1b', secondary: '#5a554d' },
    divider: '#ddd4c6',
  },
  shape: { borderRadius: 2 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serifFont, fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontFamily: serifFont, fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: serifFont, fontWeight: 700 },
    h4: { fontFamily: serifFont, fontWeight: 700 },
    h5: { fontFamily: serifFont, fontWeight: 700 },
    h6: { fontFamily: serifFont, fontWeight: 700 },
    subtitle1: { fontFamily: serifFont, fontStyle: 'italic' },
    overline: { fontWeight: 700, letterSpacing: '0.16em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A keyboard focus ring on every button-like control (buttons, icon buttons, list items,
    // tabs), not only MUI's faint ripple: an ink outline with a paper-coloured gap inside it, so
    // it shows on light pages and on the dark app bar alike (WCAG 2.4.7).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${PAPER}` },
        },
      },
    },
    // Inside the drawer's scroll box an outer ring would be clipped: the list item's ring is inset.
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3, boxShadow: `inset 0 0 0 5px ${PAPER}` } } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#ddd4c6' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
