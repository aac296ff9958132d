import { useLingui } from '@lingui/react/macro';
import { RecordScreen } from '../../../components/admin/record-screen';
import { NewsGallery } from '../../../features/admin/news/news-gallery';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsItemDocument, type NewsItemQuery } from '../../../gql/graphql';

const selectNews = (data: NewsItemQuery) => data.newsItem;

/** /yonetim/haberler/:id/resimler — the photo gallery of a news item. */
export function Component() {
  const { t } = useLingui();
  return (
    <RecordScreen
      title={(news) => (news ? t`Galeri: ${news.title}` : t`Galeri`)}
      listLabel={t`Haberler`}
      paths={newsAdmin.paths}
      query={NewsItemDocument}
      select={selectNews}
      name={(news) => news.title}
      crumb={t`Galeri`}
      linkRecord
    >
      {(news) => <NewsGallery news={news} />}
    </RecordScreen>
  );
}
