import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { NewsletterSubscriberFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { newsletterDeletion } from './newsletter-deletion';
import { newsletterAdmin } from './newsletter.admin';

/** The CSV of every address (staff only; fetched with the bearer token). */
export const NEWSLETTER_EXPORT_URL = '/api/newsletter-subscription/export.csv';

/** Admin list body, newest first: address and sign-up date; a row is only deleted. */
export function NewsletterSubscriberList({ list }: { list: ResourceListState<NewsletterSubscriberFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(newsletterDeletion);

  const columns: DataTableColumn<NewsletterSubscriberFieldsFragment>[] = [
    { key: 'email', label: t`E-posta`, render: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link> },
    { key: 'createdAt', label: t`Abone olma`, render: (row) => formatDateTime(row.createdAt, lang) },
  ];

  return (
    <ResourceList
      list={list}
      paths={newsletterAdmin.paths}
      columns={columns}
      rowName={(row) => row.email}
      remove={remove}
      showScreen={false}
      editScreen={false}
      texts={{
        table: t`Bülten aboneleri`,
        search: t`E-posta ara`,
        empty: t`Henüz bülten abonesi yok.`,
        noMatch: t`Aramanızla eşleşen abone yok.`,
        actions: (row) => ({ remove: t`${row.email} adresini sil` }),
      }}
    />
  );
}
