import { describe, expect, it } from 'vitest';
import { activationLinkUrl, isSignedActivationLink } from './activation-link.ts';

const env = { businessAppUrl: 'https://business.keyclub.example', activationLinkSecret: 'x'.repeat(32) };
const expiresAt = new Date('2026-11-23T16:05:00.000Z');
const linkOf = (url: string) => {
  const query = new URL(url).searchParams;
  return { exp: Number(query.get('exp')), sig: query.get('sig') ?? '' };
};

describe('activation links (R9)', () => {
  it('link to the business app’s activation page with the expiry in unix seconds and its signature', () => {
    const url = activationLinkUrl(env, 41, expiresAt);
    expect(url).toMatch(
      /^https:\/\/business\.keyclub\.example\/tokens\/41\/activate\?exp=1795449900&sig=[\w-]{43}$/,
    );
    expect(isSignedActivationLink(env.activationLinkSecret, 41, linkOf(url))).toBe(true);
  });

  it('are refused for another activation, another expiry, another secret or a changed signature', () => {
    const link = linkOf(activationLinkUrl(env, 41, expiresAt));
    expect(isSignedActivationLink(env.activationLinkSecret, 42, link)).toBe(false);
    expect(isSignedActivationLink(env.activationLinkSecret, 41, { ...link, exp: link.exp + 1 })).toBe(false);
    expect(isSignedActivationLink('y'.repeat(32), 41, link)).toBe(false);
    expect(isSignedActivationLink(env.activationLinkSecret, 41, { ...link, sig: link.sig.slice(1) })).toBe(
      false,
    );
  });
});
