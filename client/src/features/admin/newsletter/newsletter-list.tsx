import Link from '@mui/material/Link';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog } from '../../../components/use-delete-dialog';
import { DeleteNewsletterSubscriberDocument, type NewsletterSubscriberFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const newsletterPaths = adminPaths('newsletter');

/** The CSV of every address (staff only; fetched with the bearer token). */
export const NEWSLETTER_EXPORT_URL = '/api/newsletter-subscription/export.csv';

/** Lists holding subscribers (and the dashboard's count) are dropped after a delete, with the subscriber. */
export function evictNewsletterSubscribers(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'NewsletterSubscriber', ['newsletterSubscriberList', 'dashboard'], id);
}

/** Delete with a confirmation that says it cannot be undone; `dialog` must be rendered. */
export function useDeleteNewsletterSubscriber() {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteNewsletterSubscriberDocument);
  return useDeleteDialog({
    mutate,
    evict: evictNewsletterSubscribers,
    texts: {
      title: t`Bülten abonesini sil`,
      body: (email) => <Trans>{email} adresi bülten listesinden silinecek.</Trans>,
      success: t`Bülten abonesi başarıyla silindi.`,
      error: t`Bülten abonesi silinemedi.`,
    },
  });
}

/** Admin list body, newest first: address and sign-up date; a row is only deleted. */
export function NewsletterSubscriberList({ list }: { list: ResourceListState<NewsletterSubscriberFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeleteNewsletterSubscriber();

  const columns: DataTableColumn<NewsletterSubscriberFieldsFragment>[] = [
    { key: 'email', label: t`E-posta`, render: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link> },
    { key: 'createdAt', label: t`Abone olma`, render: (row) => formatDateTime(row.createdAt, lang) },
  ];

  return (
    <ResourceList
      list={list}
      paths={newsletterPaths}
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
