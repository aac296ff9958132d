import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import type { AdvertFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { AdvertSlot } from './advert-slot';
import { advertsAdmin } from './adverts.admin';

const advertPaths = advertsAdmin.paths;

/** Admin list body: image, name, slot, link, updated. Adverts are only edited (spec §2). */
export function AdvertList({ list }: { list: ResourceListState<AdvertFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();

  const columns: DataTableColumn<AdvertFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={row.thumbUrl ?? undefined} alt="" sx={{ width: 56, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}>
            <ImageOutlined fontSize="small" />
          </Avatar>
          <Link component={RouterLink} to={advertPaths.edit(row.id)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </Stack>
      ),
    },
    { key: 'location', label: t`Alan`, render: (row) => <AdvertSlot location={row.location} /> },
    {
      key: 'link',
      label: t`Bağlantı`,
      render: (row) => (
        <Link href={row.link} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {row.link}
        </Link>
      ),
      hideOnMobile: true,
    },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={advertPaths}
      columns={columns}
      rowName={(row) => row.name}
      showScreen={false}
      texts={{
        table: t`Reklamlar`,
        search: t`Reklam ara`,
        empty: t`Henüz reklam yok.`,
        noMatch: t`Aramanızla eşleşen reklam yok.`,
        actions: (row) => ({ edit: t`${row.name} reklamını düzenle` }),
      }}
    />
  );
}
