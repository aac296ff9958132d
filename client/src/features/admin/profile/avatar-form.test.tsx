import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeAvatarDocument, RemoveAvatarDocument, UploadAvatarDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { AvatarForm } from './avatar-form';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const user = { __typename: 'User' as const, id: 1, name: 'Editör', email: 'editor@dergi.test', language: 'tr' as const, avatarUrl: null as string | null };
const stored = '/media/avatars/1-jpg/large.webp';
const image = () => new File(['x'.repeat(2048)], 'yuz.png', { type: 'image/png' });

describe('AvatarForm', () => {
  it('asks for an image, then uploads the chosen one (previewed) when there is none yet', async () => {
    const sent: unknown[] = [];
    const file = image();
    const { session } = renderApp(<AvatarForm user={user} />, {
      mocks: [
        {
          request: { query: UploadAvatarDocument, variables: (variables) => (sent.push(variables), true) },
          result: { data: { uploadAvatar: { ...user, avatarUrl: stored } } },
        },
      ],
    });
    const actor = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Görseli kaldır' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Görseli yükle' }));
    expect(await screen.findByText('Bir görsel seçin.')).toBeInTheDocument();

    await actor.upload(screen.getByLabelText('Dosya seç'), file);
    expect(screen.getByRole('img', { name: 'yuz.png' })).toHaveAttribute('src', 'blob:preview-yuz.png');
    await actor.click(screen.getByRole('button', { name: 'Görseli yükle' }));
    expect(await screen.findByText('Profil görseli başarıyla yüklendi.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { avatar: file } }]);
    await waitFor(() => expect(session.getUser()?.avatarUrl).toBe(stored));
  });

  it('changes a stored avatar with changeAvatar, in English', async () => {
    const sent = jest.fn(() => true);
    renderApp(<AvatarForm user={{ avatarUrl: stored }} />, {
      lang: 'en',
      mocks: [{ request: { query: ChangeAvatarDocument, variables: sent }, result: { data: { changeAvatar: { ...user, avatarUrl: '/media/avatars/1-png/large.webp' } } } }],
    });
    expect(screen.getByRole('img', { name: 'Stored image' })).toHaveAttribute('src', stored);
    const actor = userEvent.setup();
    await actor.upload(screen.getByLabelText('Choose a file'), image());
    await actor.click(screen.getByRole('button', { name: 'Change image' }));
    expect(await screen.findByText('Profile picture changed successfully.')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('removes the avatar after the confirmation', async () => {
    const removed = jest.fn(() => ({ data: { removeAvatar: { ...user, avatarUrl: null } } }));
    const { session } = renderApp(<AvatarForm user={{ avatarUrl: stored }} />, { mocks: [{ request: { query: RemoveAvatarDocument }, result: removed }] });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Görseli kaldır' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Profil görseliniz kaldırılacak.');
    expect(removed).not.toHaveBeenCalled();
    await actor.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText('Profil görseli başarıyla kaldırıldı.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(session.getUser()?.avatarUrl).toBeNull();
  });
});
