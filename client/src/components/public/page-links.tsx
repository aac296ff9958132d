import { css } from '@emotion/react';
import usePagination from '@mui/material/usePagination';
import { useEffect, useRef } from 'react';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { buttonBase, focusRing, palette, typographyOf } from '../../lib/static-styles';
import { staticStyled } from '../../lib/static-styled';

const { action, primary, text } = palette;
const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';

/** What a page's link and the ellipsis share: MUI's PaginationItem (medium, circular, text). */
const item = { ...typographyOf('body2'), borderRadius: 16, textAlign: 'center', boxSizing: 'border-box', minWidth: 32, padding: '0 6px', margin: '0 3px', color: text.primary } as const;

/**
 * The page links as one class serialised once, when the module loads: as MUI's Pagination each
 * link was a PaginationItem (a ButtonBase) re-serialising its many styles on every render. The
 * rules are the ones those components produced for `color="primary"`; `aria-current` and
 * `aria-disabled` stand for MUI's selected and disabled classes, `:focus-visible` for its
 * keyboard focus class.
 */
const pageLinksStyles = css({
  display: 'flex',
  justifyContent: 'center',
  marginTop: 32,
  '& > ul': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' },
  '& a': {
    ...buttonBase,
    backgroundColor: 'transparent',
    ...item,
    height: 32,
    transition: `color 250ms ${EASE} 0ms,background-color 250ms ${EASE} 0ms`,
    '@media print': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
    '&:focus-visible': { ...focusRing, backgroundColor: action.focus },
    '&[aria-disabled]': { pointerEvents: 'none', cursor: 'default', opacity: action.disabledOpacity },
    '&:hover': { backgroundColor: action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&[aria-current]': {
      color: primary.contrastText,
      backgroundColor: primary.main,
      '&:hover': { backgroundColor: primary.dark, '@media (hover: none)': { backgroundColor: primary.main } },
      '&:focus-visible': { backgroundColor: primary.dark },
    },
  },
  '& li > div': { ...item, height: 'auto' },
  '& svg': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: `fill 200ms ${EASE} 0ms`,
    fill: 'currentColor',
    fontSize: '1.25rem',
    margin: '0 -8px',
  },
});

const Nav = staticStyled('nav', pageLinksStyles);

/** MUI's NavigateBefore and NavigateNext icons. */
const ARROWS = { previous: 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z', next: 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z' };

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The address of a page of the list, keeping its other parameters (build it with canonicalSearch). */
  hrefFor: (page: number) => string;
}

/**
 * Paging of a public list as real links: they work without JavaScript and can be shared. The
 * pages shown are MUI's Pagination's (usePagination: the first and last, the current one and its
 * neighbours, an ellipsis for the rest).
 */
export function PageLinks({ page, totalPages, hrefFor }: PageLinksProps) {
  const { t } = useLingui();
  const { items } = usePagination({ page, count: totalPages });
  const nav = useRef<HTMLElement>(null);

  // As MUI's Pagination did: following "previous" to the first page or "next" to the last disables
  // that link while it has the keyboard focus; the current page's link takes the focus.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused?.getAttribute('aria-disabled') && nav.current?.contains(focused)) {
      nav.current.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (totalPages <= 1) return null;
  const labelOf = (type: string, number: number | null) => (type === 'page' ? t`${number}. sayfa` : type === 'next' ? t`Sonraki sayfa` : t`Önceki sayfa`);
  return (
    <Nav aria-label={t`Sayfalar`} ref={nav}>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            {item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
              <div>…</div>
            ) : (
              <SiteLink
                to={hrefFor(item.page ?? 1)}
                aria-label={labelOf(item.type, item.page)}
                aria-current={item.selected ? 'page' : undefined}
                aria-disabled={item.disabled || undefined}
                tabIndex={item.disabled ? -1 : undefined}
              >
                {item.type === 'page' ? item.page : null}
                {item.type === 'previous' || item.type === 'next' ? (
                  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                    <path d={ARROWS[item.type]} />
                  </svg>
                ) : null}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
