import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePageSlotDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { PageSlotForm } from './page-slot-form';

const news = [
  { __typename: 'News' as const, id: 3, title: 'Kent konseyi toplandı', createdAt: '2026-11-20T10:00:00.000Z' },
  { __typename: 'News' as const, id: 4, title: 'Düşünce okulu yeni dönemine başladı', createdAt: '2026-11-18T10:00:00.000Z' },
];

const slot = (chosenNews: { id: number; title: string; deleted: boolean } | null) => ({
  id: 1,
  area: 'home-primary',
  chosenNews: chosenNews && { __typename: 'News' as const, ...chosenNews },
});

const saved = {
  __typename: 'PageSlot' as const,
  id: 1,
  area: 'home-primary',
  newsId: 4,
  chosenNews: { __typename: 'News' as const, id: 4, title: 'Düşünce okulu yeni dönemine başladı', deleted: false },
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('PageSlotForm', () => {
  it('says the chosen news was deleted, asks for another, and saves the one picked by searching', async () => {
    const onSaved = jest.fn();
    const updated = jest.fn(() => ({ data: { updatePageSlot: saved } }));
    renderApp(<PageSlotForm slot={slot({ id: 9, title: 'Eski haber', deleted: true })} news={news} onSaved={onSaved} />, {
      mocks: [{ request: { query: UpdatePageSlotDocument, variables: { input: { id: 1, newsId: 4 } } }, result: updated }],
    });
    expect(screen.getByText('Seçili haber (Eski haber) silinmiş; başka bir haber seçin.')).toBeInTheDocument();
    expect(screen.getByText('home-primary')).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Haber' });
    expect(field).toHaveValue('');

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu blok için bir haber seçin.')).toBeInTheDocument();
    expect(updated).not.toHaveBeenCalled();

    await actor.type(field, 'düşünce');
    expect(screen.queryByRole('option', { name: /Kent konseyi/ })).not.toBeInTheDocument();
    await actor.click(await screen.findByRole('option', { name: /Düşünce okulu yeni dönemine başladı/ }));
    expect(field).toHaveValue('Düşünce okulu yeni dönemine başladı');
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ newsId: 4 })));
    expect(await screen.findByText('Sayfa başarıyla düzenlendi.')).toBeInTheDocument();
  });

  it('starts from the live chosen news and shows a refused one on the field, in English', async () => {
    renderApp(<PageSlotForm slot={slot({ id: 3, title: 'Kent konseyi toplandı', deleted: false })} news={news} onSaved={() => undefined} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: UpdatePageSlotDocument, variables: { input: { id: 1, newsId: 3 } } },
          result: { errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { newsId: 'PageSlot.NewsId.invalid' } } }] },
        },
      ],
    });
    expect(screen.queryByText(/was deleted/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'News item' })).toHaveValue('Kent konseyi toplandı');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The chosen news item is no longer published; choose another one.')).toBeInTheDocument();
    expect(await screen.findByText('The page could not be edited.')).toBeInTheDocument();
  });
});
