import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useLingui } from '@lingui/react/macro';
import type { ColumnistChoiceFieldsFragment } from '../../../gql/graphql';

/**
 * A column's columnist: the thumbnail and the name, or, for a deleted one (spec §2), the labelled
 * "silinmiş yazar" placeholder next to the name it had.
 */
export function ColumnistLabel({ columnist, size = 32 }: { columnist: ColumnistChoiceFieldsFragment | null; size?: number }) {
  const { t } = useLingui();
  if (!columnist || columnist.deleted) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: size, height: size, bgcolor: 'action.disabledBackground', color: 'text.secondary' }} aria-hidden>
          <PersonOffOutlined fontSize="small" />
        </Avatar>
        {columnist && (
          <Typography component="span" variant="body2" color="textSecondary">
            {columnist.name}
          </Typography>
        )}
        <Chip size="small" variant="outlined" label={t`silinmiş yazar`} />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={columnist.thumbUrl} alt="" sx={{ width: size, height: size }} />
      <Typography component="span" variant="body2">
        {columnist.name}
      </Typography>
    </Stack>
  );
}
