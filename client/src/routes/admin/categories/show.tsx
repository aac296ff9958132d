import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { CategoryDetail } from '../../../features/admin/categories/category-detail';
import { useDeleteCategory } from '../../../features/admin/categories/category-list';
import { CategoryDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('categories');

/** /yonetim/kategoriler/:id?page — page of the related news. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { page, setPage } = useListParams();
  const { data, previousData, loading, error } = useQuery(CategoryDocument, { variables: { id, newsPage: page }, skip: !id });
  const { requestDelete, dialog } = useDeleteCategory(() => navigate(paths.list, { replace: true }));
  const category = (data ?? previousData)?.category;
  const title = category?.name ?? t`Kategori`;

  return (
    <>
      <PageMeta title={title} alternates={false} />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Kategoriler`, to: paths.list }, ...(category ? [{ label: category.name }] : [])]}
        actions={
          category && (
            <RecordActions editTo={paths.edit(category.id)} onDelete={() => requestDelete({ id: category.id, name: category.name })} />
          )
        }
      />
      <RecordView id={id} record={category} error={error}>
        {(category) => <CategoryDetail category={category} newsPage={page} onNewsPageChange={setPage} loading={loading} />}
      </RecordView>
      {dialog}
    </>
  );
}
