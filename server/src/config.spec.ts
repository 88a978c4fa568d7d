import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
