import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { CategoryForm } from '../../../features/categories/category-form';
import { categoryPaths } from '../../../features/categories/category-paths';
import { CategoryForEditDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

/** /yonetim/kategoriler/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, loading, error } = useQuery(CategoryForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const category = data?.category;
  const name = category?.name ?? '';

  return (
    <>
      <PageMeta title={t`Kategoriyi düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Kategoriyi düzenle`}
        crumbs={[
          { label: t`Kategoriler`, to: categoryPaths.list },
          ...(category ? [{ label: name, to: categoryPaths.show(category.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      {!id || (error && !category) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : loading && !category ? (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      ) : category ? (
        <CategoryForm category={category} onSaved={(saved) => navigate(categoryPaths.show(saved.id))} />
      ) : null}
    </>
  );
}
