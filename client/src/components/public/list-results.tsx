import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MD, palette, typography, typographyOf } from '../../lib/static-styles';
import { PageLinks } from './page-links';
import { staticStyled } from '../../lib/static-styled';

const { background, divider, text } = palette;

/**
 * The width of `columns` of the 12 of the page's row. The row is a `gridRow` (the news list) or
 * MUI's Grid container (the columns list): the gap is the variable whichever of them sets.
 */
function columnWidth(columns: number) {
  return `calc(100% * ${columns} / 12 - ${12 - columns} * (var(--chrome-gap, var(--Grid-parent-columnSpacing)) / 12))`;
}

/**
 * The results column as one class serialised once, when the module loads (lib/static-styles.ts
 * says why): it was a Grid item, Typography and Box. The rules are the ones they produced.
 */
const resultsStyles = css({
  flexGrow: 0,
  flexBasis: 'auto',
  minWidth: 0,
  boxSizing: 'border-box',
  width: columnWidth(12),
  [MD]: { width: columnWidth(8) },
  '& > h2': { margin: 0, fontFamily: 'inherit', fontWeight: 600, fontSize: '1rem', lineHeight: typography.h6.lineHeight, color: text.secondary, marginBottom: 24 },
  '& > .results-empty': { border: '1px solid', borderColor: divider, backgroundColor: background.paper, padding: 24, [MD]: { padding: 32 } },
  '& .results-empty-title': { ...typographyOf('h5'), marginBottom: '0.35em' },
  '& .results-empty-hint': { ...typographyOf('body1'), color: text.secondary },
});

const Results = staticStyled('section', resultsStyles);

export interface ListResultsProps {
  /** The id of the count heading, which names the section. */
  id: string;
  /** The count heading's content ("12 haber"). */
  count: ReactNode;
  /** The list itself; absent when nothing matched. */
  list: ReactNode | null;
  /** When nothing matched: what to say, and what to try other than going back to page 1. */
  emptyTitle: string;
  emptyHint: string;
  page: number;
  totalPages: number;
  totalItems: number;
  hrefFor(page: number): string;
}

/** A public list's results column: its count, the list or why it is empty, and the page links. */
export function ListResults({ id, count, list, emptyTitle, emptyHint, page, totalPages, totalItems, hrefFor }: ListResultsProps) {
  const { t } = useLingui();
  return (
    <Results aria-labelledby={id}>
      <h2 id={id}>{count}</h2>
      {list ?? (
        <div className="results-empty">
          <p className="results-empty-title">{emptyTitle}</p>
          <p className="results-empty-hint">
            {page > 1 && totalItems > 0 ? t`Bu sayfa listenin sonundan sonra geliyor; ilk sayfaya dönebilirsiniz.` : emptyHint}
          </p>
        </div>
      )}
      <PageLinks page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </Results>
  );
}
