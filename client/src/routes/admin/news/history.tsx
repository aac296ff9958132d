import { useLingui } from '@lingui/react/macro';
import { RecordScreen } from '../../../components/admin/record-screen';
import { RevisionHistory } from '../../../components/admin/revision-history/revision-history';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsItemDocument, type NewsItemQuery } from '../../../gql/graphql';

const selectNews = (data: NewsItemQuery) => data.newsItem;

/** /yonetim/haberler/:id/gecmis — the revision history of a news item. */
export function Component() {
  const { t } = useLingui();
  return (
    <RecordScreen
      title={(news) => (news ? t`Geçmiş: ${news.title}` : t`Geçmiş`)}
      listLabel={t`Haberler`}
      paths={newsAdmin.paths}
      query={NewsItemDocument}
      select={selectNews}
      name={(news) => news.title}
      crumb={t`Geçmiş`}
      linkRecord
    >
      {(news) => <RevisionHistory kind="News" itemId={news.id} editPath={newsAdmin.paths.edit(news.id)} />}
    </RecordScreen>
  );
}
