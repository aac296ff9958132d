import Box from '@mui/material/Box';
import { NewsCard } from '../../../components/public/news-card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicNewsCardFragment } from '../../../gql/graphql';

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
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((news) => (
          <Box component="li" key={news.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 } }}>
            <NewsCard news={news} variant="compact" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
