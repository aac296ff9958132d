import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { TagForm } from '../../../features/admin/tags/tag-form';
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
  const { data, error } = useQuery(TagForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
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
      <RecordView id={id} record={tag} error={error}>
        {(tag) => <TagForm tag={tag} onSaved={(saved) => navigate(paths.show(saved.id))} />}
      </RecordView>
    </>
  );
}
