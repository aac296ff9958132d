import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { ContactMessageList, useUnreadFilter } from '../../../features/admin/contacts/contact-list';
import { ContactMessagesDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/iletisim?page&query&read=false — the readers' messages, newest first (unread only with read=false). */
export function Component() {
  const { t } = useLingui();
  const { unreadOnly, setUnreadOnly, variables } = useUnreadFilter();
  const list = useResourceList(ContactMessagesDocument, (data) => data.contactMessageList, { filters: variables });
  return (
    <>
      <PageMeta title={t`İletişim mesajları`} alternates={false} noIndex />
      <PageHeader title={t`İletişim mesajları`} />
      <ContactMessageList list={list} unreadOnly={unreadOnly} onUnreadOnlyChange={setUnreadOnly} />
    </>
  );
}
