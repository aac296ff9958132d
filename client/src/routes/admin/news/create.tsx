import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { NewsForm } from '../../../features/admin/news/news-form';
import { NewsChoicesDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('news');

/** /yonetim/haberler/olustur — the category and tag choices load before the form shows. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, error } = useQuery(NewsChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <PageMeta title={t`Yeni haber`} alternates={false} noIndex />
      <PageHeader title={t`Yeni haber`} crumbs={[{ label: t`Haberler`, to: paths.list }, { label: t`Yeni haber` }]} />
      {data ? (
        <NewsForm choices={data} onSaved={(news) => navigate(paths.show(news.id))} />
      ) : error ? (
        <QueryErrorAlert error={error} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
    </>
  );
}
