import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { NewsGallery } from '../../../features/admin/news/news-gallery';
import { NewsItemDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('news');

/** /yonetim/haberler/:id/resimler — the photo gallery of a news item. */
export function Component() {
  const { t } = useLingui();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(NewsItemDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const news = data?.newsItem;

  return (
    <>
      <PageMeta title={t`Galeri`} alternates={false} noIndex />
      <PageHeader
        title={news ? t`Galeri: ${news.title}` : t`Galeri`}
        crumbs={[{ label: t`Haberler`, to: paths.list }, ...(news ? [{ label: news.title, to: paths.show(news.id) }] : []), { label: t`Galeri` }]}
      />
      {!id || (error && !news) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : news ? (
        <NewsGallery news={news} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
    </>
  );
}
