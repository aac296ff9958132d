import { alpha } from '@mui/material/styles';
import { theme } from './theme';

/*
 * The theme's values as plain CSS objects, for the parts of readers' pages that repeat on every
 * page or many times on one: the public chrome (header, reader band, footer), the news and
 * category cards. Each is plain elements under one styled element whose CSS is serialised once
 * when the module loads: as MUI components (~80 in the chrome alone, each re-serialising its
 * styles) they were a large share of every uncached render. The pages look as they did with Box,
 * Container, Grid, Stack, Typography and Link.
 */

export const { palette, typography } = theme;
/** Small screens' values that hide something go under XS, as MUI writes them: a page without media queries (jsdom) shows it. */
export const XS = theme.breakpoints.up('xs');
export const SM = theme.breakpoints.up('sm');
export const MD = theme.breakpoints.up('md');
const LG = theme.breakpoints.up('lg');

/** MUI's `<Container maxWidth="lg">`. */
export const container = {
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  paddingLeft: 16,
  paddingRight: 16,
  [SM]: { paddingLeft: 24, paddingRight: 24 },
  [LG]: { maxWidth: theme.breakpoints.values.lg },
} as const;

/** MUI's `<Grid container spacing={{ xs, md }}>` (px): a wrapping row whose gap the columns share. */
export function gridRow(spacing: number, mdSpacing: number) {
  return {
    '--chrome-gap': `${spacing}px`,
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    minWidth: 0,
    boxSizing: 'border-box',
    gap: 'var(--chrome-gap)',
    [MD]: { '--chrome-gap': `${mdSpacing}px` },
  } as const;
}

/** The width of a Grid item spanning `columns` of 12 in a `gridRow`. */
export function gridSpan(columns: number) {
  return { flexGrow: 0, flexBasis: 'auto', minWidth: 0, boxSizing: 'border-box', width: `calc(100% * ${columns} / 12 - ${12 - columns} * (var(--chrome-gap) / 12))` } as const;
}

/** A Typography variant's font, as MUI writes it (`margin: 0` and the variant's own properties). */
export function typographyOf(variant: 'caption' | 'body1' | 'body2' | 'subtitle1' | 'overline' | 'h5') {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing, textTransform, fontStyle } = typography[variant];
  return { margin: 0, fontFamily, fontWeight, fontSize, lineHeight, letterSpacing, textTransform, fontStyle } as const;
}

/** MUI's `<Link underline="hover">` without its Typography: the text of the parent, underlined on hover. */
export const plainLink = {
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textDecoration: 'none',
  color: 'inherit',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** A section's title ruled in ink below it: Typography h5 with `borderBottom: 2, borderColor: 'primary.main', pb: 1`. */
export const ruledHeading = { ...typographyOf('h5'), borderBottom: `2px solid ${palette.primary.main}`, paddingBottom: 8 } as const;
/** The keyboard focus ring the theme gives MUI's buttons (`.Mui-focusVisible`), for a plain link's or button's `:focus-visible`. */
export const focusRing = {
  outline: `3px solid ${palette.primary.main}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${palette.background.paper}`,
} as const;
/** MUI's ButtonBase reset: a plain `<a>` or `<button>` as the base of one of its buttons. */
export const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  '&::-moz-focus-inner': { borderStyle: 'none' },
} as const;

/**
 * MUI's `<Button>` (elevation off, as the theme sets it) on a plain `<a>` or `<button>`: its look,
 * hover and disabled state, and the theme's keyboard focus ring on `:focus-visible` where MUI puts
 * it on `.Mui-focusVisible` (without its paper-coloured gap: the button's `boxShadow: none` wins).
 */
/** MUI's Button transition. */
const BUTTON_TRANSITION = ['background-color', 'box-shadow', 'border-color', 'color'].map((property) => `${property} 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`).join(',');
/** The theme's keyboard ring on a plain button or link (MUI puts it on `.Mui-focusVisible`). */
const FOCUS_VISIBLE = { '&:focus-visible': { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset } } as const;

export function buttonOf(variant: 'text' | 'contained', color: 'primary' | 'secondary') {
  const { main, dark, contrastText } = palette[color];
  const contained = variant === 'contained';
  const { fontFamily, fontWeight, fontSize, lineHeight, textTransform } = typography.button;
  return {
    ...buttonBase,
    textTransform,
    fontWeight,
    fontFamily,
    fontSize,
    lineHeight,
    minWidth: 64,
    padding: contained ? '6px 16px' : '6px 8px',
    borderRadius: 2,
    transition: BUTTON_TRANSITION,
    color: contained ? contrastText : main,
    backgroundColor: contained ? main : 'transparent',
    boxShadow: 'none',
    '@media print': { colorAdjust: 'exact' },
    ...FOCUS_VISIBLE,
    '&:hover': { textDecoration: 'none' },
    '@media (hover: hover)': { '&:hover': { backgroundColor: contained ? dark : alpha(main, 0.04) } },
    '&:disabled': { pointerEvents: 'none', cursor: 'default', color: 'rgba(0, 0, 0, 0.26)', backgroundColor: contained ? 'rgba(0, 0, 0, 0.12)' : 'transparent' },
  } as const;
}

/**
 * MUI's small outlined `<Button>` on a plain `<a>` or `<button>`, in `color` with a `border`, and
 * `hover` (its background, and its border if it changes) where the pointer can hover.
 */
export function smallOutlinedButton(color: string, border: string, hover: { backgroundColor: string; borderColor?: string }) {
  return {
    ...buttonBase,
    textTransform: 'none',
    fontFamily: typography.fontFamily,
    fontWeight: 600,
    fontSize: '0.8125rem',
    lineHeight: 1.75,
    minWidth: 64,
    padding: '3px 9px',
    border,
    borderRadius: 2,
    color,
    backgroundColor: 'transparent',
    boxShadow: 'none',
    transition: BUTTON_TRANSITION,
    '@media print': { colorAdjust: 'exact' },
    ...FOCUS_VISIBLE,
    '&:hover': { textDecoration: 'none' },
    '@media (hover: hover)': { '&:hover': hover },
  } as const;
}

/**
 * MUI's start icon of a Button (`marginLeft` -2 small, -4 medium) and its SvgIcon (`fontSize` 18
 * small, 20 medium): the zero-width space gives the box a line's height, as the text beside it has.
 */
export function startIcon(marginLeft: number, fontSize: number) {
  return {
    display: 'inherit',
    alignItems: 'center',
    marginRight: 8,
    marginLeft,
    '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
    '& > svg': { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: 'fill 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms', fill: 'currentColor', fontSize },
  } as const;
}
