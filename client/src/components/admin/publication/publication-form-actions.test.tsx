import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { renderApp } from '../../../test/render-app';
import { FormikTextField } from '../../form/formik-text-field';
import { ResourceForm } from '../../form/resource-form';
import { PublicationFormActions, usePublishLabel } from './publication-form-actions';
import { usePublicationIntent, type PublicationInput } from './publication-intent';
import type { PublicationState } from './publication-status-chip';

// The picker works on the browser zone's wall clock; the tests run outside Istanbul (UTC here; other
// zones are covered by lib/i18n/istanbul-time.test.ts), so a conversion that ignored Istanbul's
// +03:00 would send another instant than the one asserted.

jest.setTimeout(60_000);

type Values = { title: string };

function Harness({ item, send }: { item?: PublicationState; send: (input: PublicationInput & Values) => void }) {
  const publication = usePublicationIntent(item);
  const publishLabel = usePublishLabel(item);
  return (
    <ResourceForm<Values, Values>
      label="Deneme formu"
      initialValues={{ title: 'Kent tiyatrosu' }}
      schema={object({ title: string().required('Validation.invalid') })}
      save={async (values) => {
        send({ ...values, ...publication.input() });
        return values;
      }}
      texts={{ success: 'Kaydedildi.', error: 'Kaydedilemedi.' }}
      onSaved={() => undefined}
      submitLabel={publishLabel}
      actions={<PublicationFormActions intent={publication} item={item} />}
    >
      <FormikTextField name="title" label="Başlık" />
    </ResourceForm>
  );
}

/** The picker's field in the dialog: a group of spinbutton sections (day, month, year, hours, minutes). */
async function typeTime(actor: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, digits: string) {
  const group = within(dialog).getByRole('group', { name: 'Yayın zamanı (İstanbul)' });
  await actor.click(within(group).getAllByRole('spinbutton')[0]);
  await actor.keyboard(digits);
}

describe('the publication controls of an editorial form', () => {
  it('runs in a browser zone that is not Istanbul', () => {
    expect(new Date(2030, 11, 1, 8).getTimezoneOffset()).not.toBe(-180);
  });

  it('schedules at the Istanbul time picked, whatever the browser zone', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Zamanla…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    await typeTime(actor, dialog, '011220300800');
    await actor.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // 08:00 in Istanbul is 05:00 UTC.
    expect(send).toHaveBeenCalledWith({ title: 'Kent tiyatrosu', status: 'scheduled', publishAt: '2030-12-01T05:00:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a time in the past and saves nothing', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Zamanla…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    await typeTime(actor, dialog, '010320200800');
    await actor.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    expect(await within(dialog).findByText('Gelecekte bir zaman seçin.', undefined)).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('offers the scheduled item’s own Istanbul time again', async () => {
    renderApp(<Harness send={() => undefined} item={{ status: 'scheduled', publishAt: '2030-12-01T05:00:00.000Z', publishedAt: null }} />);
    expect(screen.getByText('Zamanlandı · 01.12.2030 08:00')).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Zamanı değiştir…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    const field = within(dialog).getByRole('group', { name: 'Yayın zamanı (İstanbul)' }).closest('.MuiFormControl-root')?.querySelector('input') as HTMLInputElement;
    expect(field.value).toBe('01.12.2030 08:00');
  });

  it('keeps a draft a draft on the form’s own submit (Enter in a field too); publishing is its own button', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} item={{ status: 'draft', publishAt: null, publishedAt: null }} />);
    const actor = userEvent.setup();
    await actor.type(screen.getByRole('textbox', { name: 'Başlık' }), ' yeni{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenLastCalledWith({ title: 'Kent tiyatrosu yeni', status: 'draft' });
    expect(screen.getAllByRole('button', { name: 'Taslak olarak kaydet' })).toHaveLength(1);
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({ title: 'Kent tiyatrosu yeni', status: 'published' });
  });

  it('keeps a scheduled item’s time on the form’s own submit', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} item={{ status: 'scheduled', publishAt: '2030-12-01T05:00:00.000Z', publishedAt: null }} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenLastCalledWith({ title: 'Kent tiyatrosu', status: 'scheduled', publishAt: '2030-12-01T05:00:00.000Z' });
  });

  it('saves as a draft once; the form’s own submit publishes again afterwards', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenLastCalledWith({ title: 'Kent tiyatrosu', status: 'draft' });
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({ title: 'Kent tiyatrosu', status: 'published' });
  });

  it('a draft refused by validation does not leave the next submit a draft', async () => {
    const send = jest.fn<(input: PublicationInput & Values) => void>();
    renderApp(<Harness send={send} />);
    const actor = userEvent.setup();
    await actor.clear(screen.getByLabelText('Başlık'));
    await actor.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    expect(await screen.findByText('Bu alanın değeri geçersiz.', undefined)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await actor.type(screen.getByLabelText('Başlık'), 'Yeni başlık');
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: 'Yeni başlık', status: 'published' }));
  });

  it('calls the submit of a published item "Güncelle"', () => {
    renderApp(<Harness send={() => undefined} item={{ status: 'published', publishAt: null, publishedAt: '2026-11-20T07:30:00.000Z' }} />);
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
    expect(screen.getByText('Yayımlandı · 20.11.2026 10:30')).toBeInTheDocument();
  });
});
