import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WalletConnectButton } from './lazy-components.tsx';

// The real button brings wagmi and viem; what is tested here is the place it holds while it loads.
vi.mock('./connect/wallet-connect-button.tsx', () => ({
  default: () => <button type="button">Connect Wallet</button>,
}));

describe('WalletConnectButton', () => {
  it('shows its placeholder while the button loads, then the button in its place', async () => {
    render(<WalletConnectButton placeholder={<div role="status" aria-label="Loading the wallet" />} />);
    expect(screen.getByRole('status', { name: 'Loading the wallet' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the wallet' })).toBeNull();
  });
});
