import { useLingui } from '@lingui/react/macro';
import { RevisionHistoryScreen } from '../../../components/admin/revision-history/revision-history-screen';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsItemDocument } from '../../../gql/graphql';

/** /yonetim/haberler/:id/gecmis — the revision history of a news item. */
export function Component() {
  const { t } = useLingui();
  return <RevisionHistoryScreen kind="News" listLabel={t`Haberler`} paths={newsAdmin.paths} query={NewsItemDocument} select={(data) => data.newsItem} />;
}
