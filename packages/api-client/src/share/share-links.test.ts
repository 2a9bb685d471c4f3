import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../client.ts';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are absolute URLs on the API, whatever its base URL ends with', () => {
    configureApiClient({ baseUrl: 'https://api.keyclub.test/v1/', getAccessToken: () => null });
    expect(shareLinks.token(7)).toBe('https://api.keyclub.test/v1/share/tokens/7');
    expect(shareLinks.business(3)).toBe('https://api.keyclub.test/v1/share/businesses/3');
  });

  it('resolve an origin-relative base URL against the page, so a pasted link still works', () => {
    vi.stubGlobal('location', { href: 'https://keyclub.test/public/token/7' });
    configureApiClient({ baseUrl: '/api', getAccessToken: () => null });
    expect(shareLinks.token(7)).toBe('https://keyclub.test/api/share/tokens/7');
  });
});
