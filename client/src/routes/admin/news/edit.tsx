import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { NewsForm } from '../../../features/admin/news/news-form';
import { NewsChoicesDocument, NewsItemDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('news');

/** /yonetim/haberler/:id/duzenle — the item and the category and tag choices load before the form shows. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const item = useQuery(NewsItemDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const choices = useQuery(NewsChoicesDocument, { fetchPolicy: 'cache-and-network', skip: !id });
  const news = item.data?.newsItem;
  const error = item.error ?? choices.error;

  return (
    <>
      <PageMeta title={t`Haberi düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Haberi düzenle`}
        crumbs={[{ label: t`Haberler`, to: paths.list }, ...(news ? [{ label: news.title, to: paths.show(news.id) }] : []), { label: t`Düzenle` }]}
      />
      {!id || (error && !(news && choices.data)) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : news && choices.data ? (
        <NewsForm news={news} choices={choices.data} onSaved={(saved) => navigate(paths.show(saved.id))} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
    </>
  );
}
