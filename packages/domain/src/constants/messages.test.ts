import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('fills the title into the activation texts', () => {
    expect(MESSAGES.activation.alreadyActivated('Gold Club')).toBe('Gold Club already activated');
    expect(MESSAGES.activation.invalid('Gold Club')).toBe('Gold Club is invalid.');
    expect(MESSAGES.activation.activated('Gold Club')).toBe('Gold Club activated successfully.');
  });

  it('fills the network into the purchase failure', () => {
    expect(MESSAGES.errors.purchaseFailed('Ethereum')).toBe(
      "We weren't able to complete your purchase. Please check that you are logged into MetaMask and connected to Ethereum.",
    );
  });

  it('keeps the spec wording, typos included', () => {
    expect(MESSAGES.success.tokenCreated).toBe('Token create successfully.');
    expect(MESSAGES.errors.walletRejected).toBe(
      'Please accept the payment in Metamask to finish the transaction.',
    );
  });
});
