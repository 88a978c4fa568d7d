import { describe, expect, it } from 'vitest';
import { inAppPath, isExternal, safeHref } from './safe-url';

const ORIGIN = 'https://portal.example.at';

describe('link targets, decided by the URL parser against the portal origin', () => {
  it.each([
    // Begin like a path, but a browser resolves them to another host.
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['//evil.example'],
    ['/\\/evil.example/x'],
    [' //evil.example'],
    // Schemes that run code or carry content.
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:x'],
    ['file:///etc/passwd'],
    [''],
    ['   '],
  ])('refuses %j', (target) => {
    expect(safeHref(target, ORIGIN)).toBeNull();
  });

  it.each([
    ['/releases', '/releases'],
    ['/cids/CID-000001?tab=tickets#a', '/cids/CID-000001?tab=tickets#a'],
    ['releases', '/releases'],
    ['#abschnitt', '#abschnitt'],
    ['https://portal.example.at/orders', '/orders'],
    ['https://docs.example.at/handbuch', 'https://docs.example.at/handbuch'],
    ['mailto:support@example.at', 'mailto:support@example.at'],
  ])('keeps %j as %j', (target, href) => {
    expect(safeHref(target, ORIGIN)).toBe(href);
  });

  it('keeps templates of screens on the portal', () => {
    expect(inAppPath('/cids/CID-1', ORIGIN)).toBe('/cids/CID-1');
    expect(inAppPath('//evil.example/cids', ORIGIN)).toBeNull();
    expect(inAppPath('/\\evil.example', ORIGIN)).toBeNull();
    expect(inAppPath('https://docs.example.at/', ORIGIN)).toBeNull();
  });

  it('opens only other hosts in a new tab', () => {
    expect(isExternal('https://docs.example.at/x', ORIGIN)).toBe(true);
    expect(isExternal('/releases', ORIGIN)).toBe(false);
    expect(isExternal('mailto:a@example.at', ORIGIN)).toBe(false);
  });
});
