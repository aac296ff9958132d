import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { ContactMessageFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { contactDeletion } from './contact-deletion';
import { contactsAdmin } from './contacts.admin';

/** The "new" mark of an unread message: a dot and a chip (not colour alone). */
export function UnreadMark() {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flex: 'none' }} />
      <Chip size="small" color="secondary" label={t`yeni`} />
    </Stack>
  );
}

/**
 * The "unread only" filter, kept in the URL as `read=false` (the dashboard links to it); a change
 * goes back to page 1.
 */
export function useUnreadFilter() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('read') === 'false';
  const setUnreadOnly = useCallback(
    (next: boolean) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set('read', 'false');
        else copy.delete('read');
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  return { unreadOnly, setUnreadOnly, variables: { read: unreadOnly ? false : null } };
}

/** Admin list body, newest first: sender (unread ones bold and marked new), email, the message's start, received. */
export function ContactMessageList({
  list,
  unreadOnly = false,
  onUnreadOnlyChange,
}: {
  list: ResourceListState<ContactMessageFieldsFragment>;
  unreadOnly?: boolean;
  onUnreadOnlyChange?: (next: boolean) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(contactDeletion);

  const columns: DataTableColumn<ContactMessageFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Gönderen`,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={contactsAdmin.paths.show(row.id)} sx={{ fontWeight: row.read ? 400 : 700, whiteSpace: 'nowrap' }}>
            {row.name}
          </Link>
          {!row.read && <UnreadMark />}
        </Stack>
      ),
    },
    { key: 'email', label: t`E-posta`, render: (row) => row.email, hideOnMobile: true },
    {
      key: 'message',
      label: t`Mesaj`,
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: row.read ? 400 : 600, maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {row.message}
        </Typography>
      ),
      hideOnMobile: true,
    },
    { key: 'createdAt', label: t`Gönderilme`, render: (row) => formatDateTime(row.createdAt, lang) },
  ];

  return (
    <ResourceList
      list={list}
      paths={contactsAdmin.paths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      editScreen={false}
      filtered={unreadOnly}
      toolbar={
        onUnreadOnlyChange ? (
          <FormControlLabel control={<Checkbox checked={unreadOnly} onChange={(event) => onUnreadOnlyChange(event.target.checked)} />} label={t`Yalnızca okunmamışlar`} />
        ) : undefined
      }
      texts={{
        table: t`İletişim mesajları`,
        search: t`Mesaj ara`,
        empty: t`Henüz mesaj yok.`,
        noMatch: t`Aramanızla eşleşen mesaj yok.`,
        actions: (row) => ({
          view: t`${row.name} adlı kişinin mesajını görüntüle`,
          remove: t`${row.name} adlı kişinin mesajını sil`,
        }),
      }}
    />
  );
}
