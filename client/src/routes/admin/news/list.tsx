import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { usePublicationStatusFilter } from '../../../components/admin/publication/publication-status-filter';
import { NewsList } from '../../../features/admin/news/news-list';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsListDocument } from '../../../gql/graphql';

/** /yonetim/haberler?page&query&status */
export function Component() {
  const { t } = useLingui();
  const statusFilter = usePublicationStatusFilter();
  const list = useResourceList(NewsListDocument, (data) => data.newsList, { filters: { status: statusFilter.status ?? null } });
  return (
    <ListScreen title={t`Haberler`} createLabel={t`Yeni haber`} paths={newsAdmin.paths}>
      <NewsList list={list} statusFilter={statusFilter} />
    </ListScreen>
  );
}
