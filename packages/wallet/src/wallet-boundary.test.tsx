import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { WagmiContext } from 'wagmi';
import { WalletBoundary } from './wallet-boundary.tsx';

const config = vi.hoisted(() => ({ state: { status: 'disconnected' } }));
const reconnect = vi.hoisted(() => vi.fn(async () => []));
vi.mock('wagmi/actions', () => ({ reconnect }));
vi.mock('./wagmi-config.ts', () => ({ walletConfig: () => config }));

describe('WalletBoundary', () => {
  beforeEach(() => reconnect.mockClear());

  it('reconnects the wallet of an earlier visit once mounted', () => {
    config.state.status = 'disconnected';
    render(<WalletBoundary>wallet</WalletBoundary>);
    expect(reconnect).toHaveBeenCalledWith(config);
  });

  it('leaves a connected wallet alone (a reconnect would make Buy Now unsure how it pays)', () => {
    config.state.status = 'connected';
    render(<WalletBoundary>wallet</WalletBoundary>);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('adds nothing inside another boundary', () => {
    config.state.status = 'disconnected';
    render(
      <WagmiContext.Provider value={config as unknown as Config}>
        <WalletBoundary>wallet</WalletBoundary>
      </WagmiContext.Provider>,
    );
    expect(reconnect).not.toHaveBeenCalled();
  });
});
