import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths';

/** Starts the process entry from source with exactly these variables (plus PATH). */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

function expectOneLineExit2(result: ReturnType<typeof start>): string {
  expect(result.status).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const OFFICIAL = {
  SUPERTOKENS_CONNECTION_URI: 'http://core.intern:3567',
  CRM_URL: 'http://crm.intern',
  SPEED_URL: 'http://speed.intern',
  PM_URL: 'http://pm.intern',
  DATABASE_URL: 'postgres://portal@db.intern/portal',
  SMTP_URL: 'smtp://mail.intern:25',
};

describe('the process entry', () => {
  it('exits non-zero with one clear line when PORT is not a number', () => {
    expect(expectOneLineExit2(start({ PORT: 'abc' }))).toBe('Ungültige Konfiguration: PORT="abc" – erlaubt ist eine ganze Zahl von 0 bis 65535.');
  });

  it('refuses production on the embedded stand-ins with one German line naming every missing variable', () => {
    expect(expectOneLineExit2(start({ NODE_ENV: 'production' }))).toBe(
      'Produktivbetrieb ohne eingebettete Ersatzsysteme: es fehlen SUPERTOKENS_CONNECTION_URI, CRM_URL, SPEED_URL, PM_URL, DATABASE_URL, SMTP_URL – setzen Sie diese Variablen, oder PORTAL_DEMO=1 für einen Demobetrieb mit zufälligen Passwörtern.',
    );
  });

  it('names only what is still missing, and counts per-environment URLs as configured', () => {
    const line = expectOneLineExit2(
      start({
        NODE_ENV: 'production',
        ...OFFICIAL,
        CRM_URL: '',
        CRM_URL_ONT: 'http://a',
        CRM_URL_CID: 'http://b',
        CRM_URL_TEST: 'http://c',
        PM_URL: '',
        SMTP_URL: '',
      }),
    );
    expect(line).toContain('es fehlen PM_URL, SMTP_URL –');
  });

  it.each([
    ['TRUST_PROXY', 'true', 'TRUST_PROXY="true" – erlaubt ist eine Anzahl Proxy-Stufen'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY="10.0.0.0/33"'],
    ['METRICS_TOKEN', 'kurz', 'METRICS_TOKEN="kurz" – erlaubt ist ein Token aus 16 bis 256 Zeichen'],
    ['METRICS_PORT', '3000', 'METRICS_PORT="3000" – erlaubt ist eine ganze Zahl von 1 bis 65535, verschieden von PORT'],
  ])('refuses %s=%s with one line and exit 2, before anything starts', (variable, value, expected) => {
    // Fully configured production: only the malformed variable can be the reason.
    expect(expectOneLineExit2(start({ NODE_ENV: 'production', ...OFFICIAL, [variable]: value }))).toContain(expected);
  });
});
