import { configureApiClient, createQueryClient, usdToEthQueryOptions } from '@keyclub/api-client';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  PaymentPanel,
  type PaymentPanelProps,
  type WalletMode,
  type WalletModeSlot,
} from './payment-panel.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function renderPanel(
  payment: Pick<PaymentPanelProps, 'wallet' | 'WalletModeSlot'>,
  kind: 'PURCHASE' | 'RENEWAL' = 'PURCHASE',
) {
  // Nothing here may reach an API: the card checkout would fail against this address.
  configureApiClient({ baseUrl: 'http://127.0.0.1:9', getAccessToken: () => null });
  const token = tokenFixture();
  const router = createMemoryRouter(
    [
      {
        path: '/tokens/:id/buy',
        element: <PaymentPanel token={token} order={{ kind, amount: 49 }} unavailable={null} {...payment} />,
      },
      { path: '/tokens/:id', element: <Location /> },
    ],
    { initialEntries: [`/tokens/${token.id}/buy`] },
  );
  const queryClient = createQueryClient({ onError: vi.fn() });
  queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: 2500 });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return token;
}

async function buyNow(label: 'Buy Now' | 'Renew Now') {
  fireEvent.click(screen.getByRole('button', { name: 'Pay using Credit Card' }));
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  fireEvent.click(within(summary).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  const button = within(summary).getByRole('button', { name: label });
  await vi.waitFor(() => expect(button).toHaveProperty('disabled', false), TEST_WAIT);
  fireEvent.click(button);
}

describe('the payment panel in wallet mode', () => {
  it('pays with the connected wallet and ends on the owned membership', async () => {
    const buy = vi.fn(async () => 31);
    const token = renderPanel({ wallet: { connected: true, isPending: false, buy } }, 'PURCHASE');
    await buyNow('Buy Now');
    expect(await screen.findByText('at /tokens/31?owned=true')).toBeTruthy();
    expect(buy).toHaveBeenCalledWith({ token, renew: false });
  });

  it('renews with the wallet, and stays on the page when the wallet flow failed', async () => {
    const buy = vi.fn(async () => null);
    const token = renderPanel({ wallet: { connected: true, isPending: false, buy } }, 'RENEWAL');
    await buyNow('Renew Now');
    await vi.waitFor(() => expect(buy).toHaveBeenCalledWith({ token, renew: true }), TEST_WAIT);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toBeTruthy();
  });
});

describe('the payment panel while its wallet mode loads', () => {
  /** A wallet mode slot that reports when the test says it has arrived. */
  function slowWalletMode() {
    let report: (wallet: WalletMode) => void = () => {};
    const Slot: WalletModeSlot = ({ onChange }) => {
      report = onChange;
      return null;
    };
    const arrive = () =>
      act(() => report({ connected: false, isPending: false, buy: vi.fn(async () => null) }));
    return { Slot, arrive };
  }
  const openOrder = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay using Credit Card' }));
    return screen.getByRole('region', { name: 'Order Summary' });
  };

  it('keeps the Terms of Use open when the wallet mode arrives, and then offers Buy Now', async () => {
    const wallet = slowWalletMode();
    renderPanel({ WalletModeSlot: wallet.Slot });
    const summary = openOrder();
    fireEvent.click(within(summary).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    // Buy Now waits (busy) until the wallet mode says whether a wallet would pay.
    expect(within(summary).queryByRole('button', { name: 'Buy Now' })).toBeNull();
    fireEvent.click(within(summary).getByRole('button', { name: 'terms and conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Use' });

    wallet.arrive();
    expect(screen.getByRole('dialog', { name: 'Terms of Use' })).toBe(terms);
    fireEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await vi.waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).toBeNull(),
      TEST_WAIT,
    );
    expect(
      within(summary).getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveProperty('checked', true);
    expect(within(summary).getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', false);
  });

  it('leaves the focus where the user put it when the wallet mode arrives', () => {
    const wallet = slowWalletMode();
    renderPanel({ WalletModeSlot: wallet.Slot });
    const box = within(openOrder()).getByRole('checkbox', { name: 'I accept the terms and conditions' });
    box.focus();
    wallet.arrive();
    expect(document.activeElement).toBe(box);
  });
});
