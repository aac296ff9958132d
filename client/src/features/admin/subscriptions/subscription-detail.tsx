import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import { DetailCard, type DetailField } from '../../../components/detail-card';
import type { SubscriptionRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { SubscriptionStatusChip, useSubscriptionLabels } from './subscription-labels';

/** Every field of a request; once confirmed, its start and end (12 months later) and whether it runs now. */
export function SubscriptionRequestDetail({ request }: { request: SubscriptionRequestFieldsFragment }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useSubscriptionLabels();
  const fields: DetailField[] = [
    { label: t`Durum`, value: <SubscriptionStatusChip status={request.status} /> },
    { label: t`Tür`, value: labels.type(request.type) },
    { label: t`Ad`, value: request.name },
    ...(request.type === 'company'
      ? [
          { label: t`Kurum adı`, value: request.companyName ?? '—' },
          { label: t`Vergi numarası`, value: request.taxNumber || '—' },
        ]
      : []),
    { label: t`E-posta`, value: <Link href={`mailto:${request.email}`}>{request.email}</Link> },
    { label: t`Telefon`, value: <Link href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</Link> },
    { label: t`Gönderim adresi`, value: request.address },
    { label: t`Talep tarihi`, value: formatDateTime(request.createdAt, lang) },
    { label: t`Abonelik başlangıcı`, value: request.subscribedAt ? formatDateTime(request.subscribedAt, lang) : t`Onaylanınca başlar` },
    {
      label: t`Abonelik bitişi`,
      value: request.endsAt ? `${formatDate(request.endsAt, lang)} (${request.active ? t`sürüyor` : t`sona erdi`})` : '—',
    },
    { label: t`Güncellenme`, value: formatDateTime(request.updatedAt, lang) },
  ];
  return <DetailCard title={t`Abonelik talebi`} fields={fields} />;
}
