import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { PageSlotFieldsFragment } from '../../../gql/graphql';
import { newsAdmin } from '../news/news.admin';

const newsPaths = newsAdmin.paths;

/** A slot's news item: a link to it, a labelled placeholder when it was deleted, or "none chosen". */
export function ChosenNews({ news }: { news: PageSlotFieldsFragment['chosenNews'] }) {
  const { t } = useLingui();
  if (!news) return <Typography color="textSecondary">{t`Haber seçilmedi`}</Typography>;
  if (news.deleted)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography color="textSecondary" sx={{ textDecoration: 'line-through' }}>
          {news.title}
        </Typography>
        <Chip size="small" variant="outlined" label={t`silinmiş haber`} sx={{ color: 'text.primary', borderColor: 'warning.main' }} />
      </Stack>
    );
  return (
    <Link component={RouterLink} to={newsPaths.show(news.id)}>
      {news.title}
    </Link>
  );
}
