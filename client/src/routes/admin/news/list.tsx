import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { NewsList } from '../../../features/admin/news/news-list';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsListDocument } from '../../../gql/graphql';

/** /yonetim/haberler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(NewsListDocument, (data) => data.newsList);
  return (
    <ListScreen title={t`Haberler`} createLabel={t`Yeni haber`} paths={newsAdmin.paths}>
      <NewsList list={list} />
    </ListScreen>
  );
}
