import { renderRoutes } from '@keyclub/app-shell/testing';
import { MESSAGES } from '@keyclub/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startApi } from '../testing/render-buy.tsx';
import { ImportOwnershipDialog } from './import-ownership-dialog.tsx';

const request = {
  token_id: '3',
  contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  chain_id: 31337,
};

/** The dialog as a screen would hold it: open until it asks to close. */
function Host({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ImportOwnershipDialog
      open={open}
      request={request}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

function renderDialog() {
  const onClose = vi.fn();
  const { router } = renderRoutes({
    routes: [
      { path: '/tokens', element: <Host onClose={onClose} /> },
      { path: '/tokens/:id', element: <p>Owned membership</p> },
    ],
    path: '/tokens',
    onError: vi.fn(),
  });
  return { router, onClose };
}

const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });

describe('Import-ownership dialog', () => {
  const api = startApi();

  it('asks first, and sends nothing until Import is pressed; Cancel closes', async () => {
    const { onClose } = renderDialog();
    const confirm = await dialogNamed('Import your token');
    expect(api.requestsTo('POST /tokens/import')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the verifying text while the API checks the key on chain', async () => {
    api.answer({ 'POST /tokens/import': 'hang' });
    renderDialog();
    fireEvent.click(within(await dialogNamed('Import your token')).getByRole('button', { name: 'Import' }));

    const loading = await dialogNamed('Importing your token');
    expect(within(loading).getByText(MESSAGES.import.verifying)).toBeTruthy();
    // It cannot be closed while the import runs.
    expect(within(loading).queryByRole('button')).toBeNull();
    await expect.poll(() => api.requestsTo('POST /tokens/import')[0]?.body ?? {}).toEqual(request);
  });

  it('says Token imported successfully! with View Token to the owned membership', async () => {
    api.answer({
      'POST /tokens/import': {
        status: 200,
        body: { data: { owned: true, duplicate: false, id: 70, message: 'Imported.' } },
      },
    });
    const { router } = renderDialog();
    fireEvent.click(within(await dialogNamed('Import your token')).getByRole('button', { name: 'Import' }));

    const success = await dialogNamed(MESSAGES.import.succeeded);
    fireEvent.click(within(success).getByRole('link', { name: 'View Token' }));
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/tokens/70?owned=true');
  });

  it.each([
    ['not owned', false, false, MESSAGES.import.notYourWallet],
    ['already imported', true, true, 'This token is already in your Memberships.'],
  ] as const)('shows the answer’s message when the token is %s', async (_case, owned, duplicate, message) => {
    api.answer({
      'POST /tokens/import': {
        status: 200,
        body: { data: { owned, duplicate, id: owned ? 70 : null, message } },
      },
    });
    renderDialog();
    fireEvent.click(within(await dialogNamed('Import your token')).getByRole('button', { name: 'Import' }));
    const failure = await dialogNamed(MESSAGES.errors.importFailedTitle);
    expect(within(failure).getByText(message)).toBeTruthy();
    expect(within(failure).queryByRole('link', { name: 'View Token' })).toBeNull();
  });

  it('shows the server’s message when the import call fails', async () => {
    const message = 'The blockchain network is unreachable. Try again later';
    api.answer({ 'POST /tokens/import': { status: 503, body: { message, errors: [{ message }] } } });
    renderDialog();
    fireEvent.click(within(await dialogNamed('Import your token')).getByRole('button', { name: 'Import' }));
    expect(within(await dialogNamed(MESSAGES.errors.importFailedTitle)).getByText(message)).toBeTruthy();
  });
});
