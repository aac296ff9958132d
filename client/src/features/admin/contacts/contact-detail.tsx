import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { evictResource } from '../../../components/admin/resource-cache';
import { DetailCard } from '../../../components/detail-card';
import { MarkContactMessageReadDocument, type ContactMessageFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { contactsAdmin } from './contacts.admin';

/** A `mailto:` address answering the reader, with a subject. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** Opening an unread message marks it read (once); a failure leaves it unread for the next opening. */
function useMarkRead(message: Pick<ContactMessageFieldsFragment, 'id' | 'read'>) {
  const [markRead] = useMutation(MarkContactMessageReadDocument, { update: (cache) => evictResource(cache, contactsAdmin.cache) });
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (message.read || marked.current === message.id) return;
    marked.current = message.id;
    markRead({ variables: { input: { id: message.id } } }).catch(() => {
      marked.current = null;
    });
  }, [message.id, message.read, markRead]);
}

/** A reader's message: who, how to reach them, what they wrote, when; a reply by e-mail. */
export function ContactMessageDetail({ message }: { message: ContactMessageFieldsFragment }) {
  const { t } = useLingui();
  const lang = useLang();
  useMarkRead(message);
  return (
    <DetailCard
      title={t`Mesaj`}
      fields={[
        { label: t`Ad`, value: message.name },
        { label: t`E-posta`, value: <Link href={`mailto:${message.email}`}>{message.email}</Link> },
        { label: t`Telefon`, value: <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</Link> },
        { label: t`Mesaj`, value: message.message },
        { label: t`Gönderilme`, value: formatDateTime(message.createdAt, lang) },
        { label: t`Okunma`, value: message.readAt ? formatDateTime(message.readAt, lang) : t`Okunmadı` },
      ]}
      actions={
        <Button href={replyLink(message.email, t`Dergi Ankara'ya gönderdiğiniz mesaj`)} variant="contained" startIcon={<ReplyOutlined />}>
          {t`E-postayla yanıtla`}
        </Button>
      }
    />
  );
}
