import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { PreviewActions } from '../../../components/admin/preview/preview-actions';
import { PublicationActionBar } from '../../../components/admin/publication/publication-action-bar';
import type { ColumnQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { ColumnistLabel } from './columnist-label';
import { columnsAdmin } from './columns.admin';

/**
 * A column's publication state and actions, its fields and its text as readers see it: the server's `contentHtml` (rendered from the
 * allow-listed Slate JSON, so it carries no script) in a readable typographic block.
 */
export function ColumnDetail({ column }: { column: ColumnQuery['column'] }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Stack spacing={3}>
      <PublicationActionBar kind="Column" item={column} cache={columnsAdmin.cache} />
      <PreviewActions kind="Column" id={column.id} />
      <DetailCard
        title={t`Köşe yazısı bilgileri`}
        fields={[
          { label: t`Başlık`, value: column.title },
          { label: t`Köşe yazarı`, value: <ColumnistLabel columnist={column.columnist} size={48} /> },
          { label: t`Kısa ad (slug)`, value: column.slug },
          { label: t`Okunma`, value: column.hit },
          { label: t`Oluşturulma`, value: formatDateTime(column.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(column.updatedAt, lang) },
        ]}
      />
      <Card component="section">
        <CardHeader title={t`İçerik`} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
        <CardContent>
          <Box
            data-testid="column-content"
            lang="tr"
            sx={{
              maxWidth: '70ch',
              typography: 'body1',
              fontSize: '1.0625rem',
              lineHeight: 1.75,
              overflowWrap: 'break-word',
              '& > :first-of-type': { mt: 0 },
              '& > :last-child': { mb: 0 },
              '& p': { my: 1.5 },
              '& h2': { typography: 'h5', mt: 3, mb: 1 },
              '& h3': { typography: 'h6', mt: 2.5, mb: 1 },
              '& ul, & ol': { my: 1.5, pl: 3 },
              '& li': { my: 0.5 },
              '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', pl: 2, mx: 0, my: 2, color: 'text.secondary', fontStyle: 'italic' },
              '& a': { color: 'secondary.main' },
              '& strong': { fontWeight: 700 },
            }}
            dangerouslySetInnerHTML={{ __html: column.contentHtml }}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
