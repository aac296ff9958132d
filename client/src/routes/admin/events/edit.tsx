import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { EventForm } from '../../../features/admin/events/event-form';
import { eventDeletion } from '../../../features/admin/events/event-deletion';
import { eventsAdmin } from '../../../features/admin/events/events.admin';
import { EventForEditDocument } from '../../../gql/graphql';

/** /yonetim/etkinlikler/:id/duzenle — the event's only screen: edit, or delete it. */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Etkinliği düzenle`}
      listLabel={t`Etkinlikler`}
      paths={eventsAdmin.paths}
      query={EventForEditDocument}
      select={(data) => data.event}
      name={(event) => event.title}
      showScreen={false}
      deletion={eventDeletion}
    >
      {(event, onSaved) => <EventForm event={event} onSaved={onSaved} />}
    </EditScreen>
  );
}
