import { useLingui } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/download-button';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { NEWSLETTER_EXPORT_URL, NewsletterSubscriberList } from '../../../features/admin/newsletter/newsletter-list';
import { NewsletterSubscribersDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/bulten-aboneligi?page&query — subscribers, and every address as CSV. */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(NewsletterSubscribersDocument, (data) => data.newsletterSubscriberList);
  return (
    <>
      <PageMeta title={t`Bülten aboneliği`} alternates={false} noIndex />
      <PageHeader
        title={t`Bülten aboneliği`}
        actions={<DownloadButton url={NEWSLETTER_EXPORT_URL} fallbackName="newsletter-subscribers.csv" label={t`CSV olarak dışa aktar`} errorText={t`Abone listesi indirilemedi.`} />}
      />
      <NewsletterSubscriberList list={list} />
    </>
  );
}
