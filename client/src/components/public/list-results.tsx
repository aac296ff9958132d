import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageLinks } from './page-links';

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
    <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" color="textSecondary" sx={{ fontFamily: 'inherit', fontWeight: 600, fontSize: '1rem', mb: 3 }}>
        {count}
      </Typography>
      {list ?? (
        <Box sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: { xs: 3, md: 4 } }}>
          <Typography variant="h5" component="p" gutterBottom>
            {emptyTitle}
          </Typography>
          <Typography color="textSecondary">
            {page > 1 && totalItems > 0 ? t`Bu sayfa listenin sonundan sonra geliyor; ilk sayfaya dönebilirsiniz.` : emptyHint}
          </Typography>
        </Box>
      )}
      <PageLinks page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </Grid>
  );
}
