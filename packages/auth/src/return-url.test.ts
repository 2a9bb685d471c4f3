import { DEFAULT_LOGIN_TARGET } from '@keyclub/app-shell';
import { describe, expect, it } from 'vitest';
import { loginTarget } from './return-url.ts';

describe('loginTarget', () => {
  it('goes to /tokens when no returnUrl is given', () => {
    expect(loginTarget(null, '/auth/login')).toBe('/tokens');
    expect(loginTarget('', '/auth/login')).toBe(DEFAULT_LOGIN_TARGET);
  });

  it('goes back to the protected page the user came from, query included', () => {
    expect(loginTarget('/settings', '/auth/login')).toBe('/settings');
    expect(loginTarget('/tokens/4?owned=true', '/auth/login/')).toBe('/tokens/4?owned=true');
  });

  it('turns a returnUrl equal to the current path into /tokens', () => {
    expect(loginTarget('/auth/login', '/auth/login')).toBe('/tokens');
    expect(loginTarget('/auth/login/', '/auth/login')).toBe('/tokens');
  });

  it('never leads back into the auth area', () => {
    expect(loginTarget('/auth/signup', '/auth/login')).toBe('/tokens');
    expect(loginTarget('/auth', '/auth/login')).toBe('/tokens');
    expect(loginTarget('/authors', '/auth/login')).toBe('/authors');
  });

  it('refuses targets outside the app', () => {
    expect(loginTarget('https://evil.example/x', '/auth/login')).toBe('/tokens');
    expect(loginTarget('//evil.example', '/auth/login')).toBe('/tokens');
    expect(loginTarget('/\\evil.example', '/auth/login')).toBe('/tokens');
  });
});
