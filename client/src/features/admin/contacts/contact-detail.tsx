import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import type { ContactMessageFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

/** A `mailto:` address answering the reader, with a subject. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** A reader's message: who, how to reach them, what they wrote, when; a reply by e-mail. */
export function ContactMessageDetail({ message }: { message: ContactMessageFieldsFragment }) {
  const { t } = useLingui();
  const lang = useLang();
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
