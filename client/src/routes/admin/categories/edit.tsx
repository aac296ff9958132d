import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { CategoryForm } from '../../../features/admin/categories/category-form';
import { CategoryForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('categories');

/** /yonetim/kategoriler/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(CategoryForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const category = data?.category;

  return (
    <>
      <PageMeta title={t`Kategoriyi düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Kategoriyi düzenle`}
        crumbs={[
          { label: t`Kategoriler`, to: paths.list },
          ...(category ? [{ label: category.name, to: paths.show(category.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      <RecordView id={id} record={category} error={error}>
        {(category) => <CategoryForm category={category} onSaved={(saved) => navigate(paths.show(saved.id))} />}
      </RecordView>
    </>
  );
}
