import { callsOf, mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { CryptoBalances } from '@keyclub/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Hex, recoverMessageAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoBalances as CryptoBalancesSection } from './crypto-balances.tsx';
import { PayoutWalletPanel } from './payout-wallet-panel.tsx';

const WALLET = '0x1111111111111111111111111111111111111111';
const balancesOf = (wallet: string | null, available = '12000000'): CryptoBalances => ({
  wallet,
  available_amount: Number(available) / 1e6,
  withdrawn_amount: 10,
  locks: [
    {
      token_id: 7,
      title: 'Gold',
      lock: '0x2222222222222222222222222222222222222222',
      available_units: available,
      available_amount: Number(available) / 1e6,
      withdrawn_amount: 10,
      withdrawal_pending: false,
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/payouts crypto sales', () => {
  const renderSection = () =>
    renderRoutes({ routes: [{ path: '/payouts', element: <CryptoBalancesSection /> }], path: '/payouts' });

  it('shows each lock’s balance apart from card money and withdraws all of it to the payout wallet', async () => {
    let balances = balancesOf(WALLET);
    const bodies: unknown[] = [];
    const calls = mockApi({
      'GET /payouts/crypto': () => ({ body: { data: balances } }),
      'POST /payouts/withdrawals': ({ body }) => {
        bodies.push(body);
        balances = balancesOf(WALLET, '0');
        return { body: { data: { id: 1, status: 'DONE' } } };
      },
    });
    renderSection();
    const available = await screen.findByLabelText('Available in your locks');
    await waitFor(() => expect(available.textContent).toContain('$12.00'));
    expect(screen.getByLabelText('Withdrawn').textContent).toContain('$10.00');
    const row = within(screen.getByRole('table', { name: 'Crypto balances per membership' }));
    expect(row.getByText('Gold')).toBeTruthy();
    expect(row.getByText('Withdrawn so far $10.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw $12.00 of Gold' }));
    await waitFor(() => expect(bodies).toEqual([{ token_id: 7, amount_units: '12000000' }]));
    expect(callsOf(calls)).toContain('POST /payouts/withdrawals');
    // Read again: the lock is empty, nothing more to withdraw.
    await waitFor(() =>
      expect(screen.getByLabelText('Available in your locks').textContent).toContain('$0.00'),
    );
    expect(
      (screen.getByRole('button', { name: 'Withdraw $0.00 of Gold' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('without a payout wallet links to Settings and withdraws nothing', async () => {
    mockApi({ 'GET /payouts/crypto': { body: { data: balancesOf(null) } } });
    renderSection();
    const link = await screen.findByRole('link', { name: 'Link a payout wallet' });
    expect(link.getAttribute('href')).toBe('/settings?tab=payouts');
    expect(
      (screen.getByRole('button', { name: 'Withdraw $12.00 of Gold' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says why a withdrawal was refused, in its row', async () => {
    const calls = mockApi({
      'GET /payouts/crypto': { body: { data: balancesOf(WALLET) } },
      'POST /payouts/withdrawals': {
        status: 409,
        body: { message: 'A withdrawal from this membership is already on its way. Wait for it to finish.' },
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw $12.00 of Gold' }));
    await waitFor(() => expect(callsOf(calls)).toContain('POST /payouts/withdrawals'));
    expect(
      await screen.findByText(
        'A withdrawal from this membership is already on its way. Wait for it to finish.',
      ),
    ).toBeTruthy();
  });

  it('says a failed read failed, with Retry, never a zero balance', async () => {
    let failing = true;
    mockApi({
      'GET /payouts/crypto': () => (failing ? { status: 503 } : { body: { data: balancesOf(WALLET) } }),
    });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your crypto balances could not be loaded.',
    );
    expect(screen.queryByText('$0.00')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gold')).toBeTruthy();
  });
});

describe('Settings → Payouts: payout wallet', () => {
  const renderPanel = () =>
    renderRoutes({
      routes: [{ path: '/settings', element: <PayoutWalletPanel /> }],
      path: '/settings?tab=payouts',
    });

  /** MetaMask as the page sees it: one account, signing with its key. */
  function injectWallet(key: Hex, rejectSigning = false) {
    const account = privateKeyToAccount(key);
    const request = async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address];
      if (method === 'personal_sign') {
        if (rejectSigning) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return account.signMessage({ message: { raw: (params?.[0] ?? '0x') as Hex } });
      }
      throw new Error(`Unexpected ${method}`);
    };
    vi.stubGlobal('ethereum', { request, on: () => undefined, removeListener: () => undefined });
    return account.address;
  }

  it('links the browser’s wallet by a Sign-In with Ethereum message for this site, then shows it', async () => {
    const address = injectWallet(generatePrivateKey());
    let linked: { address: string; message: string; signature: Hex } | null = null;
    mockApi({
      'GET /payouts/wallet': () => ({
        body: { data: { address: linked?.address ?? null, verified_at: null } },
      }),
      'GET /payouts/wallet/nonce': {
        body: { data: { nonce: 'A1b2C3d4E5f6G7h8', domain: 'x', chain_id: 31337 } },
      },
      'PUT /payouts/wallet': ({ body }) => {
        linked = body as typeof linked;
        return { body: { data: { address: linked?.address, verified_at: null } } };
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Link a wallet' }));
    expect(screen.getByText(/Crypto sales stay in each membership’s lock/)).toBeTruthy();
    expect((await screen.findByLabelText('Payout wallet address')).textContent).toBe(address);
    expect(screen.getByRole('button', { name: 'Change wallet' })).toBeTruthy();
    const sent = linked as unknown as { address: string; message: string; signature: Hex };
    // Signed by the account it names, over the very message sent.
    expect(await recoverMessageAddress({ message: sent.message, signature: sent.signature })).toBe(address);
    const message = parseSiweMessage(sent.message);
    expect(message).toMatchObject({
      address,
      domain: window.location.host,
      chainId: 31337,
      nonce: 'A1b2C3d4E5f6G7h8',
    });
  });

  it('says so when the browser has no wallet, or the owner refuses to sign', async () => {
    mockApi({
      'GET /payouts/wallet': { body: { data: { address: null, verified_at: null } } },
      'GET /payouts/wallet/nonce': {
        body: { data: { nonce: 'A1b2C3d4E5f6G7h8', domain: 'x', chain_id: 31337 } },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Link a wallet' }));
    expect(
      await screen.findByText('No wallet was found in this browser. Install MetaMask, then try again.'),
    ).toBeTruthy();
    injectWallet(generatePrivateKey(), true);
    fireEvent.click(screen.getByRole('button', { name: 'Link a wallet' }));
    expect(await screen.findByText('You cancelled the request in your wallet.')).toBeTruthy();
  });
});
