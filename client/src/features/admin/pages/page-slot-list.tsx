import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import type { PageSlotFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { ChosenNews } from './chosen-news';
import { PageSlotArea, useAreaName } from './page-slot-area';
import { pagesAdmin } from './pages.admin';

const pagePaths = pagesAdmin.paths;

/** Admin list body: slot, its news item (a deleted one labelled), updated. Slots are only edited. */
export function PageSlotList({ list }: { list: ResourceListState<PageSlotFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const areaName = useAreaName();

  const columns: DataTableColumn<PageSlotFieldsFragment>[] = [
    {
      key: 'area',
      label: t`Blok`,
      render: (row) => (
        <Link component={RouterLink} to={pagePaths.edit(row.id)} sx={{ fontWeight: 600 }} underline="hover">
          <PageSlotArea area={row.area} />
        </Link>
      ),
    },
    { key: 'news', label: t`Seçili haber`, render: (row) => <ChosenNews news={row.chosenNews} /> },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={pagePaths}
      columns={columns}
      rowName={(row) => row.area}
      showScreen={false}
      texts={{
        table: t`Sayfa blokları`,
        search: t`Blok ara`,
        empty: t`Henüz blok yok.`,
        noMatch: t`Aramanızla eşleşen blok yok.`,
        actions: (row) => ({ edit: t`${areaName(row.area)} bloğunu düzenle` }),
      }}
    />
  );
}
