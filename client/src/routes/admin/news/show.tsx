import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { RevisionHistoryButton } from '../../../components/admin/revision-history/revision-history-button';
import { NewsDetail } from '../../../features/admin/news/news-detail';
import { newsDeletion } from '../../../features/admin/news/news-deletion';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsItemDocument } from '../../../gql/graphql';

/** /yonetim/haberler/:id */
export function Component() {
  const { t } = useLingui();
  return (
    <ShowScreen listLabel={t`Haberler`} fallbackTitle={t`Haber`} paths={newsAdmin.paths} query={NewsItemDocument} select={(data) => data.newsItem} name={(news) => news.title} deletion={newsDeletion} actions={(news) => <RevisionHistoryButton paths={newsAdmin.paths} id={news.id} />}>
      {(news) => <NewsDetail news={news} />}
    </ShowScreen>
  );
}
