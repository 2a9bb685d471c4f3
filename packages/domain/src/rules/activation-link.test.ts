import { describe, expect, it } from 'vitest';
import { readActivationLink, readActivationProof } from './activation-link.ts';

const sig = 'q1W2e3R4t5Y6u7I8o9P0-_aSdFgHjKlZxCvBnM12345';

describe('readActivationLink', () => {
  it('reads the activation id and proof of a membership card link, whatever its host', () => {
    expect(
      readActivationLink(`https://business.keyclub.test/tokens/42/activate?exp=1790000000&sig=${sig}`),
    ).toEqual({ activationId: 42, link: { exp: 1790000000, sig } });
    expect(
      readActivationLink(` http://localhost:4234/tokens/7/activate/?sig=${sig}&exp=1790000000\n`),
    ).toEqual({
      activationId: 7,
      link: { exp: 1790000000, sig },
    });
  });

  it('is null for any other code', () => {
    for (const text of [
      'hello',
      'https://example.com/',
      `https://example.com/tokens/42/scan?exp=1790000000&sig=${sig}`,
      `https://example.com/tokens/0/activate?exp=1790000000&sig=${sig}`,
      `https://example.com/tokens/abc/activate?exp=1790000000&sig=${sig}`,
      `https://example.com/tokens/42/activate?sig=${sig}`,
      'https://example.com/tokens/42/activate?exp=1790000000',
      'https://example.com/tokens/42/activate?exp=soon&sig=abc',
      'https://example.com/tokens/42/activate?exp=1790000000&sig=not+base64url!',
      `javascript:alert(1)//tokens/42/activate?exp=1790000000&sig=${sig}`,
    ]) {
      expect(readActivationLink(text), text).toBeNull();
    }
  });
});

describe('readActivationProof', () => {
  it('reads exp and sig from a query, or null when one is missing or malformed', () => {
    expect(readActivationProof(new URLSearchParams({ exp: '1790000000', sig }))).toEqual({
      exp: 1790000000,
      sig,
    });
    expect(readActivationProof(new URLSearchParams({ exp: '1790000000' }))).toBeNull();
    expect(readActivationProof(new URLSearchParams({ exp: '-1', sig }))).toBeNull();
    expect(readActivationProof(new URLSearchParams())).toBeNull();
  });
});
