import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { NewsDetail } from '../../../features/admin/news/news-detail';
import { useDeleteNews } from '../../../features/admin/news/news-list';
import { NewsItemDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('news');

/** /yonetim/haberler/:id */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(NewsItemDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const { requestDelete, dialog } = useDeleteNews(() => navigate(paths.list, { replace: true }));
  const news = data?.newsItem;
  const title = news?.title ?? t`Haber`;

  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Haberler`, to: paths.list }, ...(news ? [{ label: news.title }] : [])]}
        actions={
          news && (
            <>
              <Button component={RouterLink} to={paths.edit(news.id)} variant="contained" startIcon={<EditOutlined />}>
                {t`Düzenle`}
              </Button>
              <Button onClick={() => requestDelete({ id: news.id, name: news.title })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
                {t`Sil`}
              </Button>
            </>
          )
        }
      />
      {!id || (error && !news) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : news ? (
        <NewsDetail news={news} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
      {dialog}
    </>
  );
}
