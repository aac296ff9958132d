import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { ContactMessageDetail } from '../../../features/admin/contacts/contact-detail';
import { evictContactMessages, useDeleteContactMessage } from '../../../features/admin/contacts/contact-list';
import { ContactMessageDocument, MarkContactMessageReadDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('contacts');

/** /yonetim/iletisim/:id — opening an unread message marks it read (once). */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(ContactMessageDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const [markRead] = useMutation(MarkContactMessageReadDocument, { update: (cache) => evictContactMessages(cache) });
  const { requestDelete, dialog } = useDeleteContactMessage(() => navigate(paths.list, { replace: true }));
  const message = data?.contactMessage;
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    // A failure leaves it unread; the next opening tries again.
    markRead({ variables: { input: { id: message.id } } }).catch(() => {
      marked.current = null;
    });
  }, [message, markRead]);

  const title = message ? t`${message.name} adlı kişinin mesajı` : t`Mesaj`;
  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader
        title={title}
        crumbs={[{ label: t`İletişim mesajları`, to: paths.list }, ...(message ? [{ label: message.name }] : [])]}
        actions={message && <RecordActions onDelete={() => requestDelete({ id: message.id, name: message.name })} />}
      />
      <RecordView id={id} record={message} error={error}>
        {(message) => <ContactMessageDetail message={message} />}
      </RecordView>
      {dialog}
    </>
  );
}
