import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikDateTimeField } from '../../../components/form/formik-date-time-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { CreateEventDocument, UpdateEventDocument, type EventFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { istanbulWallClockToIso, isoToIstanbulWallClock } from '../../../lib/i18n/istanbul-time';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { evictEvents } from './event-list';
import { EVENT_LIMITS, eventSchema, type EventValues } from './event-schema';

const eventPaths = adminPaths('events');

export interface EventFormProps {
  /** Editing this event; creating when absent. */
  event?: Pick<EventFieldsFragment, 'id' | 'title' | 'date' | 'location'>;
  onSaved: (event: EventFieldsFragment) => void;
}

/** Create and edit form of an event; the date is entered as Europe/Istanbul time. */
export function EventForm({ event, onSaved }: EventFormProps) {
  const { t } = useLingui();
  const [createEvent] = useMutation(CreateEventDocument, { update: (cache) => evictEvents(cache) });
  const [updateEvent] = useMutation(UpdateEventDocument, { update: (cache) => evictEvents(cache) });

  const save = async (values: EventValues): Promise<EventFieldsFragment> => {
    // The schema has checked the date; `as Date` only narrows the type.
    const input = { title: values.title.trim(), date: istanbulWallClockToIso(values.date as Date), location: values.location.trim() };
    if (event) {
      const result = await updateEvent({ variables: { input: { id: event.id, ...input } } });
      if (!result.data) throw new Error('Empty answer');
      return result.data.updateEvent;
    }
    const result = await createEvent({ variables: { input } });
    if (!result.data) throw new Error('Empty answer');
    return result.data.createEvent;
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
      cancelTo={eventPaths.list}
    >
      <FormikTextField name="title" label={t`Başlık`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(EVENT_LIMITS.title) } }} />
      <FormikDateTimeField name="date" label={t`Tarih ve saat`} helperText={t`İstanbul saatiyle`} />
      <FormikTextField name="location" label={t`Yer`} slotProps={{ htmlInput: { maxLength: inputMaxLength(EVENT_LIMITS.location) } }} />
    </ResourceForm>
  );
}
