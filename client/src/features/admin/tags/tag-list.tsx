import Link from '@mui/material/Link';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog, type DeleteTarget } from '../../../components/use-delete-dialog';
import { DeleteTagDocument, type TagFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const tagPaths = adminPaths('tags');

/** Lists holding tags are dropped after a change (and the tag after a delete). */
export function evictTags(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'Tag', ['tagList', 'allTags'], id);
}

/** Delete with a confirmation that says it cannot be undone; `dialog` must be rendered. */
export function useDeleteTag(onDeleted?: (target: DeleteTarget) => void) {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteTagDocument);
  return useDeleteDialog({
    mutate,
    evict: evictTags,
    onDeleted,
    texts: {
      title: t`Etiketi sil`,
      body: (name) => <Trans>{name} etiketi silinecek.</Trans>,
      success: t`Etiket başarıyla silindi.`,
      error: t`Etiket silinemedi.`,
    },
  });
}

/** Admin list body: name, description, news count, updated. */
export function TagList({ list }: { list: ResourceListState<TagFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeleteTag();

  const columns: DataTableColumn<TagFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <Link component={RouterLink} to={tagPaths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'description', label: t`Açıklama`, render: (row) => row.description, hideOnMobile: true },
    { key: 'newsCount', label: t`Haber sayısı`, render: (row) => row.newsCount, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={tagPaths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      texts={{
        table: t`Etiketler`,
        search: t`Etiket ara`,
        empty: t`Henüz etiket yok.`,
        noMatch: t`Aramanızla eşleşen etiket yok.`,
        actions: (row) => ({
          view: t`${row.name} etiketini görüntüle`,
          edit: t`${row.name} etiketini düzenle`,
          remove: t`${row.name} etiketini sil`,
        }),
      }}
    />
  );
}
