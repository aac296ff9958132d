import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { EventForm } from '../../../features/admin/events/event-form';
import { eventsAdmin } from '../../../features/admin/events/events.admin';

/** /yonetim/etkinlikler/olustur — back to the list after saving (events have no detail screen). */
export function Component() {
  const { t } = useLingui();
  return (
    <CreateScreen title={t`Yeni etkinlik`} listLabel={t`Etkinlikler`} paths={eventsAdmin.paths} showScreen={false}>
      {(onSaved) => <EventForm onSaved={onSaved} />}
    </CreateScreen>
  );
}
