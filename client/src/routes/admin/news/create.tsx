import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { QueryView } from '../../../components/admin/query-view';
import { NewsForm } from '../../../features/admin/news/news-form';
import { newsAdmin } from '../../../features/admin/news/news.admin';
import { NewsChoicesDocument } from '../../../gql/graphql';

/** /yonetim/haberler/olustur — the category and tag choices load before the form shows. */
export function Component() {
  const { t } = useLingui();
  return (
    <CreateScreen title={t`Yeni haber`} listLabel={t`Haberler`} paths={newsAdmin.paths}>
      {(onSaved) => <QueryView query={NewsChoicesDocument}>{(choices) => <NewsForm choices={choices} onSaved={onSaved} />}</QueryView>}
    </CreateScreen>
  );
}
