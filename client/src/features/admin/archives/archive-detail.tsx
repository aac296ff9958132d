import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { PreviewActions } from '../../../components/admin/preview/preview-actions';
import { PublicationActionBar } from '../../../components/admin/publication/publication-action-bar';
import type { ArchiveIssueQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { formatTry } from '../../../lib/i18n/format-money';
import { useLang } from '../../../lib/i18n/use-lang';
import { FeaturedChip } from './archive-list';
import { archivesAdmin } from './archives.admin';

/** HTML the server rendered from the allow-listed Slate JSON (stored content cannot carry script). */
function RenderedRichText({ title, html }: { title: string; html: string }) {
  return (
    <Card component="section">
      <CardHeader title={title} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, '& > div > :first-of-type': { mt: 0 }, '& a': { color: 'primary.main' } }}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </CardContent>
    </Card>
  );
}

/** An archive issue: publication state and actions, cover, fields, price, buy link, the PDF preview, masthead and contents. */
export function ArchiveDetail({ issue }: { issue: ArchiveIssueQuery['archiveIssue'] }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Stack spacing={3}>
      <PublicationActionBar kind="ArchiveIssue" item={issue} cache={archivesAdmin.cache} />
      <PreviewActions kind="ArchiveIssue" id={issue.id} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={issue.posterUrl}
          alt={t`${issue.title} kapağı`}
          sx={{ width: { xs: '100%', md: 240 }, maxWidth: 320, borderRadius: 1, boxShadow: 1, flexShrink: 0 }}
        />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <DetailCard
            title={t`Arşiv sayısı bilgileri`}
            fields={[
              { label: t`Başlık`, value: issue.title },
              { label: t`Açıklama`, value: issue.description },
              { label: t`Fiyat`, value: formatTry(issue.price, lang) },
              {
                label: t`Satın alma bağlantısı`,
                value: (
                  <Link href={issue.link} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                    {issue.link}
                  </Link>
                ),
              },
              { label: t`Öne çıkan`, value: <FeaturedChip isFeatured={issue.isFeatured} /> },
              { label: t`Kısa ad (slug)`, value: issue.slug },
              { label: t`Görüntülenme`, value: issue.hit },
              { label: t`Oluşturulma`, value: formatDateTime(issue.createdAt, lang) },
              { label: t`Güncellenme`, value: formatDateTime(issue.updatedAt, lang) },
            ]}
            actions={
              <>
                <Button href={issue.previewUrl} target="_blank" rel="noopener" variant="outlined" startIcon={<PictureAsPdfOutlined />}>
                  {t`PDF önizlemeyi aç`}
                </Button>
                <Button href={issue.link} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
                  {t`Satın alma sayfası`}
                </Button>
              </>
            }
          />
        </Box>
      </Stack>
      <RenderedRichText title={t`Künye`} html={issue.mastheadHtml} />
      <RenderedRichText title={t`İçindekiler`} html={issue.contentHtml} />
    </Stack>
  );
}
