import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { QueryView } from '../../../components/admin/query-view';
import { NewsForm } from '../../../features/admin/news/news-form';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsChoicesDocument, NewsItemDocument } from '../../../gql/graphql';

/** /yonetim/haberler/:id/duzenle — the item and the category and tag choices load before the form shows. */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen title={t`Haberi düzenle`} listLabel={t`Haberler`} paths={newsAdmin.paths} query={NewsItemDocument} select={(data) => data.newsItem} name={(news) => news.title}>
      {(news, onSaved) => <QueryView query={NewsChoicesDocument}>{(choices) => <NewsForm news={news} choices={choices} onSaved={onSaved} />}</QueryView>}
    </EditScreen>
  );
}
