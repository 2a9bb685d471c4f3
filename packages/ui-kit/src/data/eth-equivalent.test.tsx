import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { EthEquivalent } from './eth-equivalent.tsx';

const rate = { data: { USD_TO_ETH_VALUE: 2500 }, isPending: false };

describe('EthEquivalent', () => {
  it('writes the price in ETH with 3 decimals', () => {
    renderWithUi(<EthEquivalent amount={49} rate={rate} />);
    expect(screen.getByText('≈ 0.020 ETH')).toBeTruthy();
  });

  it('holds an empty line while the rate loads, and shows nothing for a free price or without a rate', () => {
    const { container, rerender } = renderWithUi(<EthEquivalent amount={49} rate={{ isPending: true }} />);
    expect(container.textContent).toBe('\u00a0');
    rerender(<EthEquivalent amount={0} rate={rate} />);
    expect(container.textContent).toBe('');
    rerender(<EthEquivalent amount={49} rate={{ isPending: false }} />);
    expect(container.textContent).toBe('');
  });
});
