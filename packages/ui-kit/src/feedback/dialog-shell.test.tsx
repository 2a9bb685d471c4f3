import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { DialogShell } from './dialog-shell.tsx';

describe('DialogShell', () => {
  it('can be dismissed by its close button and Escape when it has onClose', async () => {
    const onClose = vi.fn();
    renderWithUi(
      <DialogShell open title="Make Reservation" onClose={onClose}>
        Body
      </DialogShell>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make Reservation' });
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('shows no close button without onClose (a step that must finish), and its footer', async () => {
    renderWithUi(
      <DialogShell open role="alertdialog" title="Processing" footer={<span>Wait</span>}>
        Body
      </DialogShell>,
    );
    await screen.findByRole('alertdialog', { name: 'Processing' });
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(screen.getByText('Wait')).toBeTruthy();
  });
});
