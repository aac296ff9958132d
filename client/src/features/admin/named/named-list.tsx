import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import type { NamedRecord, NamedResource } from './named-resource';

/** Admin list body of a named resource: name, description, news count, updated. */
export function NamedList({ resource, list }: { resource: NamedResource; list: ResourceListState<NamedRecord> }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(resource.deletion);
  const { paths, texts } = resource;

  const columns: DataTableColumn<NamedRecord>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <Link component={RouterLink} to={paths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'description', label: t`Açıklama`, render: (row) => row.description, hideOnMobile: true },
    { key: 'newsCount', label: t`Haber sayısı`, render: (row) => row.newsCount, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  const actions = (row: NamedRecord) => {
    const labels = texts.actions(row);
    return { view: i18n._(labels.view), edit: i18n._(labels.edit), remove: i18n._(labels.remove) };
  };
  return (
    <ResourceList
      list={list}
      paths={paths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      texts={{ table: i18n._(texts.plural), search: i18n._(texts.search), empty: i18n._(texts.empty), noMatch: i18n._(texts.noMatch), actions }}
    />
  );
}
