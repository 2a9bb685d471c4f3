import { describe, expect, it } from 'vitest';
import { signInMessageFields } from './sign-in-message.ts';

describe('signInMessageFields', () => {
  it('names the page the user signs on, EIP-4361 version 1, with the nonce, chain and statement', () => {
    const issuedAt = new Date('2026-11-30T08:00:00Z');
    const fields = signInMessageFields(
      { address: '0xabc', chainId: 84532, nonce: 'n0nce', statement: 'Link this wallet.' },
      { host: 'app.keyclub.test:5173', origin: 'https://app.keyclub.test:5173' },
      issuedAt,
    );
    expect(fields).toEqual({
      address: '0xabc',
      chainId: 84532,
      nonce: 'n0nce',
      statement: 'Link this wallet.',
      domain: 'app.keyclub.test:5173',
      uri: 'https://app.keyclub.test:5173',
      version: '1',
      issuedAt,
    });
  });
});
