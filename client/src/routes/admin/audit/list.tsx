import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { ADMIN_PAGE_SIZE } from '../../../components/resource-list';
import { AuditList, auditPeople, useAuditFilters } from '../../../features/admin/audit/audit-list';
import { AuditEntriesDocument, AuditPeopleDocument } from '../../../gql/graphql';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/kayitlar?page&userId&kind — the audit log. */
export function Component() {
  const { t } = useLingui();
  const { page, setPage } = useListParams();
  const { filters, setFilter } = useAuditFilters();
  const variables = { page, pageSize: ADMIN_PAGE_SIZE, userId: filters.userId ?? null, kind: filters.kind ?? null };
  // Cache-first, like every admin list (cache-and-network with a filter changing inside the
  // router's transition refetched the old and the new filter forever); the log is dropped from the
  // cache on leaving, so each visit reads it fresh.
  const client = useApolloClient();
  useEffect(() => () => evictLists(client.cache, 'AuditEntry', ['auditEntries']), [client]);
  const { data, previousData, loading, error } = useQuery(AuditEntriesDocument, { variables });
  const people = useQuery(AuditPeopleDocument);
  const result = (data ?? previousData)?.auditEntries;
  return (
    <>
      <PageMeta title={t`Kayıtlar`} alternates={false} noIndex />
      <PageHeader title={t`Kayıtlar`} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t`Yönetimde kimin neyi ne zaman, hangi adresten yaptığı: oluşturma, düzenleme, silme, onaylama, giriş ve çıkışlar.`}
      </Typography>
      <AuditList
        entries={result?.items ?? []}
        page={page}
        pageSize={result?.pageSize ?? ADMIN_PAGE_SIZE}
        totalItems={result?.totalItems ?? 0}
        onPageChange={setPage}
        loading={loading}
        error={error}
        people={auditPeople(people.data)}
        filters={filters}
        onFilterChange={setFilter}
      />
    </>
  );
}
