import { describe, expect, it } from 'vitest';
import { ConfigError, demoPasswordsAreRandom, loadConfig, productionStandInRefusal } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info', NODE_ENV: 'development', DEFAULT_ENVIRONMENT: 'test' });
    expect(config.SUPERTOKENS_CONNECTION_URI).toBeUndefined();
    expect(config.explorerEnabled).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('turns the explorer off in production unless GRAPHQL_EXPLORER=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).explorerEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_EXPLORER: '1' }).explorerEnabled).toBe(true);
  });

  it('parses the portal hosts into environments', () => {
    const config = loadConfig({ PORTAL_HOSTS: 'portal.example.at=ont, cid.example.at=cid' });
    expect(config.PORTAL_HOSTS).toEqual({ 'portal.example.at': 'ont', 'cid.example.at': 'cid' });
  });

  it('treats empty optional URLs as unset (embedded)', () => {
    expect(loadConfig({ REDIS_URL: '', DATABASE_URL: '' })).toMatchObject({ REDIS_URL: undefined, DATABASE_URL: undefined });
  });

  it.each([
    ['PORT', 'abc', 'PORT="abc" – erlaubt ist eine ganze Zahl von 0 bis 65535'],
    ['PORT', '70000', 'PORT="70000"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL="loud" – erlaubt ist fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'staging', 'NODE_ENV="staging"'],
    ['REDIS_URL', 'http://x', 'REDIS_URL="http://x" – erlaubt ist eine redis://-URL'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL="mysql://x"'],
    ['PORTAL_HOSTS', 'portal.example.at=prod', 'PORTAL_HOSTS="portal.example.at=prod"'],
    ['GRAPHQL_EXPLORER', 'yes', 'GRAPHQL_EXPLORER="yes" – erlaubt ist 0 oder 1'],
  ])('refuses %s=%s with one line naming the variable', (variable, value, expected) => {
    let caught: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain(expected);
    expect(message.split('\n')).toHaveLength(1);
    expect((caught as ConfigError).variable).toBe(variable);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '10.0.0.0/8,', '300.1.1.1', '10.0.0.0/40', 'proxy.intern', '-1'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('production stand-ins', () => {
  const official = {
    NODE_ENV: 'production',
    SUPERTOKENS_CONNECTION_URI: 'http://core:3567',
    CRM_URL: 'http://crm',
    SPEED_URL: 'http://speed',
    PM_URL: 'http://pm',
    DATABASE_URL: 'postgres://db/portal',
    SMTP_URL: 'smtp://mail',
  };

  it('accepts production when every stand-in is replaced, and development on stand-ins', () => {
    expect(productionStandInRefusal(loadConfig(official))).toBeNull();
    expect(productionStandInRefusal(loadConfig({}))).toBeNull();
  });

  it('allows the production demo only with PORTAL_DEMO=1, then with random passwords', () => {
    expect(productionStandInRefusal(loadConfig({ NODE_ENV: 'production' }))).toContain('SUPERTOKENS_CONNECTION_URI');
    const demo = loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: '1' });
    expect(productionStandInRefusal(demo)).toBeNull();
    expect(demoPasswordsAreRandom(demo)).toBe(true);
    expect(demoPasswordsAreRandom(loadConfig({ PORTAL_DEMO: '1' }))).toBe(false);
  });
});
