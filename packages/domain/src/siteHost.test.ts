import { describe, expect, it } from 'vitest';

import { shouldShowBlogsLink } from './siteHost';

describe('shouldShowBlogsLink', () => {
  it('shows the link on the production public host', () => {
    expect(shouldShowBlogsLink('aafiyat.com', 'aafiyat.com')).toBe(true);
  });

  it('hides it on any other host', () => {
    expect(shouldShowBlogsLink('staging.aafiyat.com', 'aafiyat.com')).toBe(false);
    expect(shouldShowBlogsLink('localhost:5173', 'aafiyat.com')).toBe(false);
    expect(shouldShowBlogsLink('aafiyat.com.evil.example', 'aafiyat.com')).toBe(false);
  });

  it('ignores case, surrounding spaces and a trailing dot on the host name', () => {
    expect(shouldShowBlogsLink('AAFIYAT.com', 'aafiyat.COM')).toBe(true);
    expect(shouldShowBlogsLink('aafiyat.com.', ' aafiyat.com ')).toBe(true);
    expect(shouldShowBlogsLink('aafiyat.com.:8443', 'aafiyat.com:8443')).toBe(true);
  });

  it('compares ports as given', () => {
    expect(shouldShowBlogsLink('aafiyat.com:8080', 'aafiyat.com')).toBe(false);
    expect(shouldShowBlogsLink('aafiyat.com:443', 'aafiyat.com')).toBe(false);
    expect(shouldShowBlogsLink('aafiyat.com:8080', 'aafiyat.com:8080')).toBe(true);
  });

  it('handles bracketed IPv6 hosts with and without a port', () => {
    expect(shouldShowBlogsLink('[::1]:3000', '[::1]:3000')).toBe(true);
    expect(shouldShowBlogsLink('[::1]', '[::1]')).toBe(true);
    expect(shouldShowBlogsLink('[::1]:3000', '[::1]')).toBe(false);
  });

  it('hides the link when either host is missing or blank', () => {
    expect(shouldShowBlogsLink('aafiyat.com', undefined)).toBe(false);
    expect(shouldShowBlogsLink('aafiyat.com', null)).toBe(false);
    expect(shouldShowBlogsLink('aafiyat.com', '')).toBe(false);
    expect(shouldShowBlogsLink('', '')).toBe(false);
    expect(shouldShowBlogsLink(undefined, undefined)).toBe(false);
    expect(shouldShowBlogsLink('.', '.')).toBe(false);
  });
});
