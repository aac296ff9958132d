import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A "see all" link to the section's list. */
  more?: { to: string; label: string };
  level?: 'h2' | 'h3';
}

/** The heading of a block of the reader's pages, ruled like a newspaper section, with an optional "see all". */
export function SectionHeading({ id, title, more, level = 'h2' }: SectionHeadingProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 3, gap: 2 }}>
      <Typography id={id} variant={level === 'h2' ? 'h4' : 'h5'} component={level}>
        {title}
      </Typography>
      {more ? (
        <Link component={RouterLink} to={more.to} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {more.label}
        </Link>
      ) : null}
    </Stack>
  );
}
