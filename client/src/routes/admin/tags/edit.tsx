import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { TagForm } from '../../../features/tags/tag-form';
import { TagForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('tags');

/** /yonetim/etiketler/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, loading, error } = useQuery(TagForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const tag = data?.tag;

  return (
    <>
      <PageMeta title={t`Etiketi düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Etiketi düzenle`}
        crumbs={[
          { label: t`Etiketler`, to: paths.list },
          ...(tag ? [{ label: tag.name, to: paths.show(tag.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      {!id || (error && !tag) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : loading && !tag ? (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      ) : tag ? (
        <TagForm tag={tag} onSaved={(saved) => navigate(paths.show(saved.id))} />
      ) : null}
    </>
  );
}
