import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('opens with focus on Cancel, so Enter closes it instead of deleting', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderApp(<ConfirmDialog open title="Haberi sil" message="Bu işlem geri alınamaz." confirmLabel="Sil" destructive onConfirm={onConfirm} onClose={onClose} />);
    const cancel = await screen.findByRole('button', { name: 'Vazgeç' });
    expect(cancel).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
