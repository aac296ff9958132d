import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { TagDetail } from '../../../features/admin/tags/tag-detail';
import { useDeleteTag } from '../../../features/admin/tags/tag-list';
import { TagDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('tags');

/** /yonetim/etiketler/:id?page — page of the related news. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { page, setPage } = useListParams();
  const { data, previousData, loading, error } = useQuery(TagDocument, { variables: { id, newsPage: page }, skip: !id });
  const { requestDelete, dialog } = useDeleteTag(() => navigate(paths.list, { replace: true }));
  const tag = (data ?? previousData)?.tag;
  const title = tag?.name ?? t`Etiket`;

  return (
    <>
      <PageMeta title={title} alternates={false} />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Etiketler`, to: paths.list }, ...(tag ? [{ label: tag.name }] : [])]}
        actions={
          tag && (
            <RecordActions editTo={paths.edit(tag.id)} onDelete={() => requestDelete({ id: tag.id, name: tag.name })} />
          )
        }
      />
      <RecordView id={id} record={tag} error={error}>
        {(tag) => <TagDetail tag={tag} newsPage={page} onNewsPageChange={setPage} loading={loading} />}
      </RecordView>
      {dialog}
    </>
  );
}
