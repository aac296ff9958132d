import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { EventForm } from '../../../features/admin/events/event-form';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('events');

/** /yonetim/etkinlikler/olustur — back to the list after saving (events have no detail screen). */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t`Yeni etkinlik`} alternates={false} noIndex />
      <PageHeader title={t`Yeni etkinlik`} crumbs={[{ label: t`Etkinlikler`, to: paths.list }, { label: t`Yeni etkinlik` }]} />
      <EventForm onSaved={() => navigate(paths.list)} />
    </>
  );
}
