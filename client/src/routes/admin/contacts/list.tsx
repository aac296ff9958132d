import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { ContactMessageList, useUnreadFilter } from '../../../features/admin/contacts/contact-list';
import { contactsAdmin } from '../../../features/admin/contacts/contacts.admin';
import { ContactMessagesDocument } from '../../../gql/graphql';

/** /yonetim/iletisim?page&query&read=false — the readers' messages, newest first (unread only with read=false). */
export function Component() {
  const { t } = useLingui();
  const { unreadOnly, setUnreadOnly, variables } = useUnreadFilter();
  const list = useResourceList(ContactMessagesDocument, (data) => data.contactMessageList, { filters: variables });
  return (
    <ListScreen title={t`İletişim mesajları`} paths={contactsAdmin.paths}>
      <ContactMessageList list={list} unreadOnly={unreadOnly} onUnreadOnlyChange={setUnreadOnly} />
    </ListScreen>
  );
}
