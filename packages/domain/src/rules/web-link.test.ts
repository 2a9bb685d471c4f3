import { describe, expect, it } from 'vitest';
import { isWebLink, withHttps } from './web-link.ts';

describe('withHttps', () => {
  it('prefixes https:// when the scheme is missing', () => {
    expect(withHttps('facebook.com/keyclub')).toBe('https://facebook.com/keyclub');
    expect(withHttps('  www.example.com ')).toBe('https://www.example.com');
  });

  it('keeps an existing scheme', () => {
    expect(withHttps('https://example.com')).toBe('https://example.com');
    expect(withHttps('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('leaves blank input blank', () => {
    expect(withHttps('   ')).toBe('');
  });
});

describe('isWebLink', () => {
  it('accepts http and https links to a dotted host', () => {
    expect(isWebLink('https://www.opentable.com/widget?rid=1')).toBe(true);
    expect(isWebLink('http://example.com')).toBe(true);
  });

  it('refuses other schemes, bare words and garbage', () => {
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink(withHttps('javascript:alert(1)'))).toBe(false);
    expect(isWebLink('ftp://example.com')).toBe(false);
    expect(isWebLink('https://facebook')).toBe(false);
    expect(isWebLink('not a link')).toBe(false);
  });
});
