import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { evictResource } from '../../../components/admin/resource-cache';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { ADMIN_PAGE_SIZE } from '../../../components/resource-list';
import { AuditEntriesDocument, AuditPeopleDocument, type AuditEntryFieldsFragment, type AuditKind, type AuditPeopleQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { parseId } from '../../../lib/parse-id';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, AUDIT_KINDS, auditRecordPath, isAuditKind } from './audit-labels';
import { auditAdmin } from './audit.admin';

export interface AuditFilters {
  /** Only what this user did. */
  userId?: number;
  /** Only entries about this kind of record. */
  kind?: AuditKind;
}

/** The log's filters, kept in the URL as `userId` and `kind` (absent: everyone, every kind); a change goes back to page 1. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const userId = parseId(params.get('userId') ?? undefined);
  const rawKind = params.get('kind');
  const kind = isAuditKind(rawKind) ? rawKind : undefined;
  const setFilter = useCallback(
    (name: keyof AuditFilters, value: string | undefined) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (value) copy.set(name, value);
        else copy.delete(name);
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  const filters: AuditFilters = { userId, kind };
  return { filters, setFilter };
}

export interface AuditPerson {
  id: number;
  name: string;
  deleted: boolean;
}

/** The person filter's choices, by name. */
export function auditPeople(data: AuditPeopleQuery | undefined): AuditPerson[] {
  return (data?.auditPeople ?? []).map(({ id, name, deleted }) => ({ id, name, deleted })).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

function AuditFilterFields({ people, filters, onChange }: { people: AuditPerson[]; filters: AuditFilters; onChange: (name: keyof AuditFilters, value: string | undefined) => void }) {
  const { t, i18n } = useLingui();
  // A filter on someone missing from the choices (not among the latest entries) still shows.
  const knownPerson = filters.userId === undefined || people.some((person) => person.id === filters.userId);
  const field = { select: true, size: 'small', margin: 'none', fullWidth: false, sx: { minWidth: { xs: '100%', sm: 220 } }, slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <TextField {...field} label={t`Kişi`} value={filters.userId ?? ''} onChange={(event) => onChange('userId', String(event.target.value) || undefined)}>
        <MenuItem value="">{t`Herkes`}</MenuItem>
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.deleted ? t`${person.name} (silinmiş kullanıcı)` : person.name}
          </MenuItem>
        ))}
        {!knownPerson && <MenuItem value={filters.userId}>{t`Kullanıcı #${filters.userId}`}</MenuItem>}
      </TextField>
      <TextField {...field} label={t`Kayıt türü`} value={filters.kind ?? ''} onChange={(event) => onChange('kind', String(event.target.value) || undefined)}>
        <MenuItem value="">{t`Tüm türler`}</MenuItem>
        {AUDIT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {i18n._(AUDIT_KIND_LABELS[kind])}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Who did it: the name, or for a deleted (or gone) account the name it had with the labelled placeholder. */
function AuditWho({ entry }: { entry: AuditEntryFieldsFragment }) {
  const { t } = useLingui();
  if (entry.user && !entry.user.deleted) return <>{entry.user.name}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2" color="textSecondary">
        {entry.userName}
      </Typography>
      <Chip label={t`silinmiş kullanıcı`} size="small" variant="outlined" color="warning" />
    </Stack>
  );
}

export interface AuditListProps {
  entries: AuditEntryFieldsFragment[];
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error?: unknown;
  people: AuditPerson[];
  filters: AuditFilters;
  onFilterChange: (name: keyof AuditFilters, value: string | undefined) => void;
}

/** The log's page and filters from the URL, its entries and the people filter's choices. */
export function useAuditLog(): AuditListProps {
  const { page, setPage } = useListParams();
  const { filters, setFilter } = useAuditFilters();
  const variables = { page, pageSize: ADMIN_PAGE_SIZE, userId: filters.userId ?? null, kind: filters.kind ?? null };
  // Cache-first, like every admin list (cache-and-network with a filter changing inside the
  // router's transition refetched the old and the new filter forever); the log is dropped from the
  // cache on leaving, so each visit reads it fresh.
  const client = useApolloClient();
  useEffect(() => () => evictResource(client.cache, auditAdmin.cache), [client]);
  const { data, previousData, loading, error } = useQuery(AuditEntriesDocument, { variables });
  const people = useQuery(AuditPeopleDocument);
  const result = (data ?? previousData)?.auditEntries;
  return {
    entries: result?.items ?? [],
    page,
    pageSize: result?.pageSize ?? ADMIN_PAGE_SIZE,
    totalItems: result?.totalItems ?? 0,
    onPageChange: setPage,
    loading,
    error,
    people: auditPeople(people.data),
    filters,
    onFilterChange: setFilter,
  };
}

/** The audit log, newest first: who, what, which record (linked where it has a screen), when (Istanbul time), from where. */
export function AuditList({ entries, page, pageSize, totalItems, onPageChange, loading, error, people, filters, onFilterChange }: AuditListProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const columns = useMemo<DataTableColumn<AuditEntryFieldsFragment>[]>(
    () => [
      { key: 'createdAt', label: t`Zaman`, render: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time> },
      { key: 'who', label: t`Kim`, render: (entry) => <AuditWho entry={entry} /> },
      { key: 'action', label: t`İşlem`, render: (entry) => i18n._(AUDIT_ACTION_LABELS[entry.action]) },
      { key: 'kind', label: t`Kayıt türü`, render: (entry) => i18n._(AUDIT_KIND_LABELS[entry.kind]) },
      {
        key: 'label',
        label: t`Kayıt`,
        render: (entry) => {
          const to = auditRecordPath(entry);
          const text = entry.label || (entry.recordId ? `#${entry.recordId}` : '');
          return to && text ? (
            <Link component={RouterLink} to={to}>
              {text}
            </Link>
          ) : (
            text || '—'
          );
        },
      },
      { key: 'ip', label: t`Adres`, render: (entry) => <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>{entry.ip}</Typography>, hideOnMobile: true },
    ],
    [t, i18n, lang],
  );
  const filtered = filters.userId !== undefined || filters.kind !== undefined;
  return (
    <DataTable
      label={t`Kayıtlar`}
      columns={columns}
      rows={entries}
      getRowKey={(entry) => entry.id}
      loading={loading}
      error={error}
      page={page}
      pageSize={pageSize}
      totalItems={totalItems}
      onPageChange={onPageChange}
      toolbar={<AuditFilterFields people={people} filters={filters} onChange={onFilterChange} />}
      emptyText={filtered ? t`Seçimlerinizle eşleşen kayıt yok.` : t`Henüz kayıt yok.`}
    />
  );
}
