import { css } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import { NewsCard } from '../../../components/public/news-card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicNewsCardFragment } from '../../../gql/graphql';
import { theme } from '../../../lib/theme';

/** The list and its rows as one class serialised once (a row per item re-serialised its Box styles). */
const Items = styled.ol(
  css({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    '& > li': { paddingTop: 12, paddingBottom: 12, borderBottom: `1px solid ${theme.palette.divider}`, '&:first-of-type': { paddingTop: 0 } },
  }),
);

export interface NewsSideListProps {
  id: string;
  title: string;
  items: PublicNewsCardFragment[];
  more?: { to: string; label: string };
}

/** A short list of news beside a page's content (featured, latest, more news): titles and dates. */
export function NewsSideList({ id, title, items, more }: NewsSideListProps) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2 }}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {more ? (
          <Link component={RouterLink} to={more.to} sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: '0.9rem' }}>
            {more.label}
          </Link>
        ) : null}
      </Stack>
      <Items>
        {items.map((news) => (
          <li key={news.id}>
            <NewsCard news={news} variant="compact" />
          </li>
        ))}
      </Items>
    </Box>
  );
}
