import { describe, expect, it } from 'vitest';
import { environmentForUrl } from './environment';
import type { Config } from '../config';

const config = (hosts: Record<string, 'ont' | 'cid' | 'test'>): Pick<Config, 'PORTAL_HOSTS' | 'DEFAULT_ENVIRONMENT'> => ({
  PORTAL_HOSTS: hosts,
  DEFAULT_ENVIRONMENT: 'ont',
});

describe('the environment of a page URL', () => {
  const portal = config({ 'cid.example.at': 'cid', 'test.example.at:8443': 'test' });

  it.each([
    ['a configured host', 'https://cid.example.at/tickets', 'cid'],
    ['a configured host with another port', 'https://cid.example.at:8080/', 'cid'],
    ['a configured host and port', 'https://test.example.at:8443/', 'test'],
    ['a host in capitals', 'https://CID.example.at/', 'cid'],
    ['an unknown host', 'https://elsewhere.example.at/', 'ont'],
    ['no URL at all', 'kein URL', 'ont'],
    ['an empty header', '', 'ont'],
  ])('is decided by %s', (_case, url, environment) => {
    // Twice: the second answer is the remembered one.
    expect(environmentForUrl(portal, url)).toBe(environment);
    expect(environmentForUrl(portal, url)).toBe(environment);
  });

  it('is remembered per configuration, not across them', () => {
    const url = 'https://cid.example.at/orders';
    expect(environmentForUrl(portal, url)).toBe('cid');
    expect(environmentForUrl(config({ 'cid.example.at': 'test' }), url)).toBe('test');
  });

  it('stays right beyond the URLs it remembers and for very long URLs', () => {
    for (let i = 0; i < 1_200; i++) expect(environmentForUrl(portal, `https://cid.example.at/page/${i}`)).toBe('cid');
    expect(environmentForUrl(portal, `https://cid.example.at/${'x'.repeat(2_000)}`)).toBe('cid');
  });
});
