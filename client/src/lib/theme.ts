import { createTheme } from '@mui/material/styles';

const serif = 'Georgia, "Times New Roman", Times, serif';
const sans = '"Helvetica Neue", Helvetica, Arial, "Segoe UI", sans-serif';

/** The magazine's look: serif display headings, deep ink blue and burgundy on warm paper. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d2a44', light: '#3b4a68', dark: '#111a2d', contrastText: '#fbf8f2' },
    secondary: { main: '#7b1e2b', light: '#a04453', dark: '#55121c', contrastText: '#fbf8f2' },
    background: { default: '#f7f3ec', paper: '#fffdf8' },
    text: { primary: '#1e1d1b', secondary: '#5a554d' },
    divider: '#ddd4c6',
  },
  shape: { borderRadius: 2 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontFamily: serif, fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: serif, fontWeight: 700 },
    h4: { fontFamily: serif, fontWeight: 700 },
    h5: { fontFamily: serif, fontWeight: 700 },
    h6: { fontFamily: serif, fontWeight: 700 },
    subtitle1: { fontFamily: serif, fontStyle: 'italic' },
    overline: { fontWeight: 700, letterSpacing: '0.16em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#ddd4c6' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
