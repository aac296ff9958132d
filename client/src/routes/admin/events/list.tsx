import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { EventList } from '../../../features/admin/events/event-list';
import { eventsAdmin } from '../../../features/admin/events/events.admin';
import { EventsDocument } from '../../../gql/graphql';

/** /yonetim/etkinlikler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(EventsDocument, (data) => data.eventList);
  return (
    <ListScreen title={t`Etkinlikler`} createLabel={t`Yeni etkinlik`} paths={eventsAdmin.paths}>
      <EventList list={list} />
    </ListScreen>
  );
}
