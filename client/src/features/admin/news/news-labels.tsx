import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NewsRowFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

/** A category that was deleted still reads, with a chip saying so. */
export function CategoryName({ category }: { category: NewsRowFragment['category'] }) {
  const { t } = useLingui();
  if (!category) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{category.name}</span>
      {category.deleted && <Chip label={t`silinmiş kategori`} size="small" variant="outlined" color="warning" />}
    </Stack>
  );
}

/** "Featured until …" while the period lasts; nothing once it ended. */
export function FeaturedUntil({ featuredAt }: { featuredAt: string | null }) {
  const { t } = useLingui();
  const lang = useLang();
  const [now] = useState(Date.now);
  if (!featuredAt || new Date(featuredAt).getTime() <= now) return null;
  const until = formatDateTime(featuredAt, lang);
  return <Chip label={t`${until} tarihine kadar`} size="small" color="secondary" />;
}
