import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateEventDocument, UpdateEventDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { EventForm } from './event-form';

const saved = {
  __typename: 'Event' as const,
  id: 5,
  title: 'Söyleşi: Ankara’da dergicilik',
  date: '2026-12-01T16:00:00.000Z',
  location: 'Çankaya Kültür Merkezi',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const MESSAGES = {
  tr: {
    labels: { title: 'Başlık', date: 'Tarih ve saat', location: 'Yer', create: 'Oluştur', save: 'Kaydet' },
    titleRequired: 'Etkinlik başlığı zorunludur.',
    dateRequired: 'Etkinlik tarihi zorunludur.',
    locationRequired: 'Etkinlik yeri zorunludur.',
    titleMin: 'Etkinlik başlığı en az 2 karakter olmalıdır.',
    locationMax: 'Etkinlik yeri en fazla 150 karakter olabilir.',
    createFailed: 'Etkinlik oluşturulamadı.',
    created: 'Etkinlik başarıyla oluşturuldu.',
    shown: '01.12.2026 19:00',
  },
  en: {
    labels: { title: 'Title', date: 'Date and time', location: 'Location', create: 'Create', save: 'Save' },
    titleRequired: 'The event title is required.',
    dateRequired: 'The event date is required.',
    locationRequired: 'The location is required.',
    titleMin: 'The event title must be at least 2 characters.',
    locationMax: 'The location can be at most 150 characters.',
    createFailed: 'The event could not be created.',
    created: 'Event created successfully.',
    shown: '01/12/2026 19:00',
  },
};

type Actor = ReturnType<typeof userEvent.setup>;

/** The picker's field: a group of spinbutton sections (day, month, year, hours, minutes). */
const dateGroup = (label: string) => screen.getByRole('group', { name: label });

/** Types into the picker the way a keyboard user does: focus the first section, type the digits. */
async function typeDate(actor: Actor, label: string, digits: string) {
  await actor.click(within(dateGroup(label)).getAllByRole('spinbutton')[0]);
  await actor.keyboard(digits);
}

/** The field's value as its hidden input carries it (the formatted text the editor sees). */
const dateText = (label: string) => (dateGroup(label).closest('.MuiFormControl-root')?.querySelector('input') as HTMLInputElement).value;

describe.each(Object.entries(MESSAGES))('EventForm in %s', (lang, text) => {
  it('shows the three required messages on an empty submit, and the title minimum', async () => {
    renderApp(<EventForm onSaved={() => undefined} />, { lang: lang as 'tr' | 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: text.labels.create }));
    expect(await screen.findByText(text.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(text.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(text.locationRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.location)).toHaveAccessibleDescription(text.locationRequired);

    await actor.type(screen.getByLabelText(text.labels.title), 'A');
    expect(await screen.findByText(text.titleMin)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.title)).toHaveAccessibleDescription(text.titleMin);
  });

  it('keeps what was typed and puts a refused location on its field', async () => {
    const onSaved = jest.fn();
    renderApp(<EventForm onSaved={onSaved} />, {
      lang: lang as 'tr' | 'en',
      mocks: [
        {
          request: { query: CreateEventDocument, variables: { input: { title: saved.title, date: saved.date, location: 'Çankaya' } } },
          result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { location: 'Event.Location.max' } } }] },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.labels.title), saved.title);
    await typeDate(actor, text.labels.date, '011220261900');
    await actor.type(screen.getByLabelText(text.labels.location), 'Çankaya');
    await actor.click(screen.getByRole('button', { name: text.labels.create }));

    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    expect(await screen.findByText(text.locationMax)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.location)).toHaveAccessibleDescription(text.locationMax);
    expect(screen.getByLabelText(text.labels.title)).toHaveValue(saved.title);
    expect(screen.getByLabelText(text.labels.location)).toHaveValue('Çankaya');
    expect(dateText(text.labels.date)).toBe(text.shown);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('EventForm saving', () => {
  it('sends 19:00 picked as Istanbul time as the instant 16:00 UTC', async () => {
    const onSaved = jest.fn();
    const created = jest.fn(() => ({ data: { createEvent: saved } }));
    renderApp(<EventForm onSaved={onSaved} />, {
      mocks: [{ request: { query: CreateEventDocument, variables: { input: { title: saved.title, date: '2026-12-01T16:00:00.000Z', location: saved.location } } }, result: created }],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Başlık'), ` ${saved.title} `);
    await typeDate(actor, 'Tarih ve saat', '011220261900');
    expect(dateText('Tarih ve saat')).toBe('01.12.2026 19:00');
    await actor.type(screen.getByLabelText('Yer'), saved.location);
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Etkinlik başarıyla oluşturuldu.')).toBeInTheDocument();
  });

  it('shows a stored event in Istanbul time and edits its location in English', async () => {
    const onSaved = jest.fn();
    renderApp(<EventForm event={saved} onSaved={onSaved} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: UpdateEventDocument, variables: { input: { id: 5, title: saved.title, date: saved.date, location: 'Çankaya Kültür Merkezi, salon 2' } } },
          result: { data: { updateEvent: { ...saved, location: 'Çankaya Kültür Merkezi, salon 2' } } },
        },
      ],
    });
    expect(dateText('Date and time')).toBe('01/12/2026 19:00');
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Location'), ', salon 2');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ location: 'Çankaya Kültür Merkezi, salon 2' })));
    expect(await screen.findByText('Event edited successfully.')).toBeInTheDocument();
  });

  it('says a day the month does not have is not a date', async () => {
    renderApp(<EventForm onSaved={() => undefined} />);
    const actor = userEvent.setup();
    await typeDate(actor, 'Tarih ve saat', '310220261900');
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByText('Geçerli bir tarih ve saat girin.')).toBeInTheDocument();
  });
});
