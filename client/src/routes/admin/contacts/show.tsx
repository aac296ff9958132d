import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { ContactMessageDetail } from '../../../features/admin/contacts/contact-detail';
import { contactDeletion } from '../../../features/admin/contacts/contact-deletion';
import { contactsAdmin } from '../../../features/admin/contacts/contacts.admin';
import { ContactMessageDocument } from '../../../gql/graphql';

/** /yonetim/iletisim/:id — opening an unread message marks it read (once); never edited. */
export function Component() {
  const { t } = useLingui();
  return (
    <ShowScreen
      query={ContactMessageDocument}
      select={(data) => data.contactMessage}
      name={(message) => message.name}
      title={(message) => t`${message.name} adlı kişinin mesajı`}
      fallbackTitle={t`Mesaj`}
      listLabel={t`İletişim mesajları`}
      paths={contactsAdmin.paths}
      deletion={contactDeletion}
      editable={false}
    >
      {(message) => <ContactMessageDetail message={message} />}
    </ShowScreen>
  );
}
