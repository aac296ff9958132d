import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { PreviewActions } from '../../../components/admin/preview/preview-actions';
import { PublicationActionBar } from '../../../components/admin/publication/publication-action-bar';
import type { NewsFieldsFragment } from '../../../gql/graphql';
import { newsAdmin, newsGalleryPath } from './news.admin';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { NEWS_TYPE_LABELS } from './news-validation';
import { CategoryName, FeaturedUntil } from './news-labels';

/** A news item's publication state and actions, poster, fields, content (the server's HTML) and gallery thumbnails. */
export function NewsDetail({ news }: { news: NewsFieldsFragment }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const author = news.author;
  return (
    <Stack spacing={3}>
      <PublicationActionBar kind="News" item={news} cache={newsAdmin.cache} />
      <PreviewActions kind="News" id={news.id} />
      <Box component="img" src={news.posterUrl} alt={t`Afiş görseli`} sx={{ width: '100%', maxWidth: 720, maxHeight: 400, objectFit: 'cover', borderRadius: 1 }} />
      <DetailCard
        title={t`Haber bilgileri`}
        fields={[
          { label: t`Başlık`, value: news.title },
          { label: t`Kısa ad (slug)`, value: news.slug },
          { label: t`Özet`, value: news.teaser },
          { label: t`Kategori`, value: <CategoryName category={news.category} /> },
          {
            label: t`Etiketler`,
            value: (
              <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {news.tags.map((tag) => (
                  <Chip key={tag.id} label={tag.name} size="small" />
                ))}
              </Stack>
            ),
          },
          { label: t`Tür`, value: i18n._(NEWS_TYPE_LABELS[news.type]) },
          { label: t`Öne çıkan`, value: <FeaturedUntil featuredAt={news.featuredAt} /> },
          { label: t`Okunma`, value: news.hit },
          {
            label: t`Yazar`,
            value: author ? (
              author.deleted ? (
                <Chip label={t`silinmiş kullanıcı`} size="small" variant="outlined" color="warning" />
              ) : (
                author.name
              )
            ) : null,
          },
          { label: t`Oluşturulma`, value: formatDateTime(news.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(news.updatedAt, lang) },
        ]}
      />
      <Card component="section">
        <CardHeader title={t`İçerik`} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
        {/* Rendered by the server from the allow-listed Slate JSON, so it carries no script. */}
        <CardContent sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: news.contentHtml }} />
      </Card>
      <Card component="section">
        <CardHeader
          title={t`Galeri`}
          slotProps={{ title: { variant: 'h5', component: 'h2' } }}
          action={
            <Button component={RouterLink} to={newsGalleryPath(news.id)} startIcon={<PhotoLibraryOutlined />}>
              {t`Galeriyi yönet`}
            </Button>
          }
        />
        <CardContent>
          {news.photos.length === 0 ? (
            <Typography color="textSecondary">{t`Galeride henüz fotoğraf yok.`}</Typography>
          ) : (
            <Stack component="ol" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
              {news.photos.map((photo, index) => {
                const number = index + 1;
                return (
                <li key={photo.id}>
                  <Box component="img" src={photo.thumbUrl} alt={t`Fotoğraf ${number}`} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                </li>
                );
              })}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
