import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { applyCatalogue, looksInternal, maskEntry, sanitizeDetails, toUpstreamError } from './error-catalogue';
import { UpstreamFailure } from './upstream-failure';
import type { UpstreamFailureInit } from './upstream-failure';

const failure = (init: Partial<UpstreamFailureInit>) =>
  new UpstreamFailure({ system: 'pm', kind: 'http', method: 'GET', path: '/pm/list-users', status: 400, detail: 'test', ...init });

describe('error catalogue, rules 1–5 in order (SPEC.md §8)', () => {
  it.each([
    [
      'rule 1: errors.general gives code general, its message and details',
      { body: { errors: { general: { message: 'PAN ist gesperrt', details: 'seit 01.11.' } } } },
      { rule: 1, code: 'general', message: 'PAN ist gesperrt', details: 'seit 01.11.' },
    ],
    [
      'rule 1 wins over other keys of errors',
      { body: { errors: { general: { message: 'Konflikt' }, state: 'ungültig' }, error: { code: 'X', message: 'Y' } } },
      { rule: 1, code: 'general', message: 'Konflikt', details: null },
    ],
    [
      'rule 2: errors without general are the details as they are',
      { body: { errors: { cos_cid: 'CID existiert nicht', title: 'Feld ist nicht optional' } } },
      { rule: 2, code: 'errors', details: { cos_cid: 'CID existiert nicht', title: 'Feld ist nicht optional' } },
    ],
    [
      'rule 3: error gives its code and message',
      { system: 'crm' as const, status: 404, body: { error: { code: '0x80040217', message: 'incident With Id = 1 Does Not Exist' } } },
      { rule: 3, code: '0x80040217', message: 'incident With Id = 1 Does Not Exist', details: null },
    ],
    [
      'rule 4: a flat code and message (speed)',
      { system: 'speed' as const, body: { code: 'BAD_REQUEST', message: 'Parameter cids fehlt' } },
      { rule: 4, code: 'BAD_REQUEST', message: 'Parameter cids fehlt', details: null },
    ],
    [
      'rule 4: the request error of a timeout',
      { system: 'crm' as const, kind: 'timeout' as const, status: undefined, body: undefined },
      { rule: 4, code: 'TIMEOUT', message: 'Das CRM antwortet nicht rechtzeitig. Bitte versuchen Sie es in einigen Minuten erneut.' },
    ],
    ['rule 4: an open breaker', { kind: 'unavailable' as const, status: undefined }, { rule: 4, code: 'UNAVAILABLE' }],
    ['rule 4: a status without a usable body', { status: 502, body: undefined, rawText: '<html>Bad Gateway</html>' }, { rule: 4, code: 'HTTP_502' }],
    [
      'rule 5: an unreadable answer',
      { kind: 'invalid-response' as const, status: 200, body: undefined },
      { rule: 5, code: 'UNBEKANNT', message: 'Unbekannter Fehler', details: null },
    ],
  ])('%s', (_name, init, expected) => {
    expect(applyCatalogue(failure(init))).toMatchObject(expected);
  });
});

describe('masking internals', () => {
  const host = hostname();
  it.each([
    [
      'a .NET stack trace',
      'Unhandled exception: System.NullReferenceException: Object reference not set.\n   at Cos.Crm.Plugins.PortalGateway.Execute(IServiceProvider sp)',
    ],
    ['a Java frame', 'Fehler at com.example.Service.run(Service.java:42)'],
    ['a host name', `Verbindung zu crm-sql-02.cos.internal fehlgeschlagen`],
    ['this machine', `request on host ${host}`],
    ['an address', 'connect ECONNREFUSED 10.12.0.7:5432'],
    ['a connection string', 'Server=tcp:crm-sql-02,1433;User Id=sa'],
    ['SQL', "select * from incidents where ticketnumber = 'CAS-1'"],
    ['a URL', 'siehe https://crm.internal.example/trace/1'],
    ['a file path', 'in D:\\agent\\_work\\7\\s\\Plugins\\PortalGateway.cs:line 212'],
  ])('recognises %s', (_name, text) => {
    expect(looksInternal(text)).toBe(true);
  });

  it.each([
    'PAN ist gesperrt',
    'Die Methode POST ist für /pm/pans nicht erlaubt',
    'CID existiert nicht',
    'Number of requests exceeded the limit of 6000 over time window of 300 seconds.',
  ])('keeps the ordinary message %j', (text) => {
    expect(looksInternal(text)).toBe(false);
  });

  it('replaces an internal message by a German one naming the correlation id, and drops diagnostic details', () => {
    const shown = maskEntry(
      {
        rule: 3,
        code: '0x80040265',
        message: 'System.NullReferenceException\n   at X.Y()',
        details: { '@Microsoft.PowerApps.CDS.TraceText': `host ${host}`, hint: 'ok' },
      },
      'crm',
      'req-42',
    );
    expect(shown).toMatchObject({ code: '0x80040265', details: { hint: 'ok' }, masked: true });
    expect(shown.message).toBe(
      'Das CRM hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer req-42.',
    );
  });

  it('refuses codes that are not code-shaped', () => {
    expect(maskEntry({ rule: 3, code: 'select * from x', message: 'm', details: null }, 'crm', 'r').code).toBe('UNBEKANNT');
  });

  it.each([
    [{ sql: 'select 1', field: 'Pflichtfeld' }, { field: 'Pflichtfeld' }],
    [['a', `at ${host}`], ['a']],
    [{ innererror: { stacktrace: 'x' } }, null],
    ['   ', null],
  ])('sanitises details %j to %j', (input, expected) => {
    expect(sanitizeDetails(input)).toEqual(expected);
  });
});

describe('toUpstreamError', () => {
  it('carries the closed-set code, the catalogue entry and the correlation id, and logs the original', () => {
    const logged: Array<{ level: string; obj: Record<string, unknown> }> = [];
    const logger = {
      warn: (obj: object) => logged.push({ level: 'warn', obj: obj as Record<string, unknown> }),
      error: (obj: object) => logged.push({ level: 'error', obj: obj as Record<string, unknown> }),
    };
    const error = toUpstreamError(
      failure({ system: 'crm', status: 500, body: { error: { code: '0x80040265', message: 'boom\n   at A.B()' } }, rawText: 'boom at A.B()' }),
      'req-7',
      logger,
    );
    expect(error.extensions).toEqual({
      code: 'UPSTREAM',
      catalogueCode: '0x80040265',
      message: 'Das CRM hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer req-7.',
      details: null,
      rule: 3,
      source: 'crm',
      correlationId: 'req-7',
    });
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(logged).toEqual([
      { level: 'error', obj: expect.objectContaining({ correlationId: 'req-7', status: 500, upstreamBody: 'boom at A.B()', masked: true }) },
    ]);
  });

  it.each([
    [400, 'BAD_USER_INPUT', 'warn'],
    [404, 'NOT_FOUND', 'warn'],
    [409, 'BAD_USER_INPUT', 'warn'],
    [401, 'UPSTREAM', 'error'],
    [503, 'UPSTREAM', 'error'],
  ])('classifies status %i as %s and logs at %s', (status, code, level) => {
    const logged: string[] = [];
    const error = toUpstreamError(failure({ status, body: { errors: { general: { message: 'x' } } } }), 'r', {
      warn: () => logged.push('warn'),
      error: () => logged.push('error'),
    });
    expect(error.extensions.code).toBe(code);
    expect(logged).toEqual([level]);
  });
});
