import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWalletCheckout } from './use-wallet-checkout.ts';

const connection = vi.hoisted(() => ({ status: 'disconnected' }));
vi.mock('wagmi', () => ({ useConnection: () => connection }));
// The purchase flow itself is the e2e suite's (wallet.spec.ts); here only the mode's flags.
vi.mock('./use-wallet-purchase.ts', () => ({
  useWalletPurchase: () => ({ buy: vi.fn(), isPending: false }),
}));

const modeAt = (status: string) => {
  connection.status = status;
  const { connected, isPending } = renderHook(() => useWalletCheckout()).result.current;
  return { connected, isPending };
};

describe('the buy page’s wallet mode', () => {
  it('pays with a connected wallet', () => {
    expect(modeAt('connected')).toEqual({ connected: true, isPending: false });
  });

  it('keeps Buy Now waiting while an earlier visit’s wallet reconnects', () => {
    expect(modeAt('reconnecting')).toEqual({ connected: false, isPending: true });
  });

  it('lets the card pay when no wallet is there, even through wagmi’s moment of connecting', () => {
    expect(modeAt('disconnected')).toEqual({ connected: false, isPending: false });
    expect(modeAt('connecting')).toEqual({ connected: false, isPending: false });
  });
});
