import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { configuredBaseUrl, createUpstreamSources, needsEmbeddedUpstream } from './upstream-sources';

const quiet = { info() {}, warn() {}, error() {} };

describe('base URL per system and environment', () => {
  it('uses the embedded upstream for every system when nothing is configured', () => {
    const config = loadConfig({});
    expect(needsEmbeddedUpstream(config)).toBe(true);
    const sources = createUpstreamSources({ config, embeddedUrl: 'http://127.0.0.1:4010', redis: null, redisPrefix: 'p:', logger: quiet });
    expect(sources.baseUrl('crm', 'ont')).toBe('http://127.0.0.1:4010');
    expect(sources.baseUrl('pm', 'test')).toBe('http://127.0.0.1:4010');
  });

  it('prefers the per-environment URL, then the system URL', () => {
    const config = loadConfig({ CRM_URL: 'https://crm.example.at', CRM_URL_ONT: 'https://crm-ont.example.at' });
    expect(configuredBaseUrl(config, 'crm', 'ont')).toBe('https://crm-ont.example.at');
    expect(configuredBaseUrl(config, 'crm', 'cid')).toBe('https://crm.example.at');
    expect(configuredBaseUrl(config, 'speed', 'cid')).toBeUndefined();
  });

  it('needs no embedded upstream once every system has a URL', () => {
    expect(
      needsEmbeddedUpstream(loadConfig({ CRM_URL: 'https://crm.example.at', SPEED_URL: 'https://speed.example.at', PM_URL: 'https://pm.example.at' })),
    ).toBe(false);
    expect(
      needsEmbeddedUpstream(loadConfig({ CRM_URL: 'https://crm.example.at', SPEED_URL: 'https://speed.example.at', PM_URL_ONT: 'https://pm.example.at' })),
    ).toBe(true);
  });

  it('keeps one breaker per system and base URL, shared by environments with the same URL', () => {
    const config = loadConfig({ CRM_URL: 'https://crm.example.at', CRM_URL_ONT: 'https://crm-ont.example.at' });
    const sources = createUpstreamSources({ config, embeddedUrl: 'http://127.0.0.1:4010', redis: null, redisPrefix: 'p:', logger: quiet });
    expect(sources.source('crm', 'cid')).toBe(sources.source('crm', 'test'));
    expect(sources.source('crm', 'ont')).not.toBe(sources.source('crm', 'cid'));
    expect(sources.source('speed', 'ont')).not.toBe(sources.source('pm', 'ont'));
  });

  it('refuses to start without a URL for a system when there is no embedded upstream', () => {
    expect(() => createUpstreamSources({ config: loadConfig({}), redis: null, redisPrefix: 'p:', logger: quiet })).toThrow(/No base URL for crm/);
  });
});

describe('configuration of the sources', () => {
  it('has the defaults of SPEC.md §9 and issue 11', () => {
    expect(loadConfig({})).toMatchObject({
      UPSTREAM_TIMEOUT_MS: 60_000,
      UPSTREAM_READ_TIMEOUT_MS: 15_000,
      UPSTREAM_CONNECT_TIMEOUT_MS: 3_000,
      UPSTREAM_BREAKER_FAILURES: 5,
      UPSTREAM_BREAKER_COOLDOWN_MS: 10_000,
      REFERENCE_CACHE_TTL_SEC: 300,
      OUTAGE_CACHE_TTL_SEC: 30,
      CACHE_STALE_IF_ERROR_SEC: 86_400,
    });
  });

  it.each([
    [
      'UPSTREAM_CONNECT_TIMEOUT_MS',
      '5000',
      'UPSTREAM_CONNECT_TIMEOUT_MS="5000" – erlaubt ist eine ganze Zahl von 50 bis 3000 (Millisekunden für den Verbindungsaufbau)',
    ],
    ['CRM_URL_ONT', 'ftp://crm', 'CRM_URL_ONT="ftp://crm" – erlaubt ist eine http(s)-URL des CRM für die Umgebung ont'],
    ['OUTAGE_CACHE_TTL_SEC', '0', 'OUTAGE_CACHE_TTL_SEC="0" – erlaubt ist eine ganze Zahl von 1 bis 3600 (Sekunden)'],
  ])('refuses %s=%s with a German line', (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });
});
