import { useLingui } from '@lingui/react/macro';
import { FormikDateTimeField } from '../../../components/form/formik-date-time-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';
import { CreateEventDocument, UpdateEventDocument, type EventFieldsFragment } from '../../../gql/graphql';
import { istanbulWallClockToIso, isoToIstanbulWallClock } from '../../../lib/i18n/istanbul-time';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { EVENT_LIMITS, eventSchema, type EventValues } from './event-schema';
import { eventsAdmin } from './events.admin';

export interface EventFormProps {
  /** Editing this event; creating when absent. */
  event?: Pick<EventFieldsFragment, 'id' | 'title' | 'date' | 'location'>;
  onSaved: (event: EventFieldsFragment) => void;
}

/** Create and edit form of an event; the date is entered as Europe/Istanbul time. */
export function EventForm({ event, onSaved }: EventFormProps) {
  const { t } = useLingui();
  const { create, update } = useSaveMutations(CreateEventDocument, UpdateEventDocument, eventsAdmin.cache);

  const save = async (values: EventValues): Promise<EventFieldsFragment> => {
    // The schema has checked the date; `as Date` only narrows the type.
    const input = { title: values.title.trim(), date: istanbulWallClockToIso(values.date as Date), location: values.location.trim() };
    if (event) return (await update({ variables: { input: { id: event.id, ...input } } })).updateEvent;
    return (await create({ variables: { input } })).createEvent;
  };

  return (
    <ResourceForm<EventValues, EventFieldsFragment>
      label={event ? t`Etkinlik düzenleme formu` : t`Etkinlik oluşturma formu`}
      initialValues={{ title: event?.title ?? '', date: isoToIstanbulWallClock(event?.date), location: event?.location ?? '' }}
      schema={eventSchema}
      save={save}
      texts={
        event
          ? { success: t`Etkinlik başarıyla düzenlendi.`, error: t`Etkinlik düzenlenemedi.` }
          : { success: t`Etkinlik başarıyla oluşturuldu.`, error: t`Etkinlik oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={event ? t`Kaydet` : t`Oluştur`}
      cancelTo={eventsAdmin.paths.list}
    >
      <FormikTextField name="title" label={t`Başlık`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(EVENT_LIMITS.title) } }} />
      <FormikDateTimeField name="date" label={t`Tarih ve saat`} helperText={t`İstanbul saatiyle`} />
      <FormikTextField name="location" label={t`Yer`} slotProps={{ htmlInput: { maxLength: inputMaxLength(EVENT_LIMITS.location) } }} />
    </ResourceForm>
  );
}
