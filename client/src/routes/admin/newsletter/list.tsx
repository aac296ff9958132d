import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { DownloadButton } from '../../../components/download-button';
import { useResourceList } from '../../../components/resource-list';
import { NEWSLETTER_EXPORT_URL, NewsletterSubscriberList } from '../../../features/admin/newsletter/newsletter-list';
import { newsletterAdmin } from '../../../features/admin/newsletter/newsletter.admin';
import { NewsletterSubscribersDocument } from '../../../gql/graphql';

/** /yonetim/bulten-aboneligi?page&query — subscribers, and every address as CSV. */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(NewsletterSubscribersDocument, (data) => data.newsletterSubscriberList);
  const download = <DownloadButton url={NEWSLETTER_EXPORT_URL} fallbackName="newsletter-subscribers.csv" label={t`CSV olarak dışa aktar`} errorText={t`Abone listesi indirilemedi.`} />;
  return (
    <ListScreen title={t`Bülten aboneliği`} paths={newsletterAdmin.paths} actions={download}>
      <NewsletterSubscriberList list={list} />
    </ListScreen>
  );
}
