import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { failureKind, portalErrorFromBody, toPortalErrors } from './portal-error';

describe('portalErrorFromBody (SPEC.md §8)', () => {
  it('rule 1: errors.general gives code general, its message and details', () => {
    expect(portalErrorFromBody({ errors: { general: { message: 'CID gesperrt', details: 'seit 3.3.' } } })).toEqual({
      code: 'general',
      message: 'CID gesperrt',
      details: 'seit 3.3.',
    });
    expect(portalErrorFromBody({ errors: { general: 'Kaputt' } })).toEqual({ code: 'general', message: 'Kaputt', details: null });
  });

  it('rule 2: errors without general are shown as they are', () => {
    expect(portalErrorFromBody({ errors: { cid: 'fehlt' } })?.message).toBe(JSON.stringify({ cid: 'fehlt' }, null, 2));
  });

  it('rule 3: error is shown', () => {
    expect(portalErrorFromBody({ error: { code: 'NOT_FOUND', message: 'Gibt es nicht' } })).toEqual({
      code: 'NOT_FOUND',
      message: 'Gibt es nicht',
      details: null,
    });
  });

  it('reads a GraphQL error response by its extensions', () => {
    expect(portalErrorFromBody({ errors: [{ message: 'x', extensions: { code: 'SERVICE_UNAVAILABLE', message: 'Startet', details: { retry: 5 } } }] })).toEqual(
      {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Startet',
        details: JSON.stringify({ retry: 5 }, null, 2),
      },
    );
  });

  it('is null for a body that fits no rule', () => {
    expect(portalErrorFromBody({ data: 1 })).toBeNull();
    expect(portalErrorFromBody('text')).toBeNull();
  });
});

describe('toPortalErrors', () => {
  it('maps GraphQL errors by extensions code, message and details', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Nicht erlaubt', extensions: { code: 'FORBIDDEN' } },
        { message: 'm', extensions: { code: 'UPSTREAM', message: 'CRM', details: 'HTTP 502' } },
      ],
    });
    expect(toPortalErrors(error)).toEqual([
      { code: 'FORBIDDEN', message: 'Nicht erlaubt', details: null },
      { code: 'UPSTREAM', message: 'CRM', details: 'HTTP 502' },
    ]);
  });

  it("shows an upstream failure by the catalogue's code, not the BFF's class", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Fehler',
          extensions: { code: 'UPSTREAM', catalogueCode: 'general', message: 'Datensatz gesperrt', details: 'Bitte später erneut versuchen' },
        },
        { message: 'Fehler', extensions: { code: 'UPSTREAM', catalogueCode: 'UNBEKANNT', message: 'Unbekannter Fehler' } },
      ],
    });
    expect(toPortalErrors(error)).toEqual([
      { code: 'general', message: 'Datensatz gesperrt', details: 'Bitte später erneut versuchen' },
      { code: 'UNBEKANNT', message: 'Unbekannter Fehler', details: null },
    ]);
  });

  it('reads the body of a failed HTTP response by the catalogue', () => {
    const body = JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' } });
    const error = new ServerError('Response not successful', { response: new Response(body, { status: 413 }), bodyText: body });
    expect(toPortalErrors(error)).toEqual([{ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.', details: null }]);
  });

  it('rule 4: a request error with code and message', () => {
    expect(toPortalErrors(Object.assign(new Error('Zeitüberschreitung'), { code: 'TIMEOUT' }))).toEqual([
      { code: 'TIMEOUT', message: 'Zeitüberschreitung', details: null },
    ]);
  });

  it('rule 5: anything else is unknown, with what was said as details', () => {
    expect(toPortalErrors(new Error('boom'))).toEqual([{ code: 'UNBEKANNT', message: '', details: 'boom' }]);
    expect(toPortalErrors(undefined)).toEqual([{ code: 'UNBEKANNT', message: '', details: null }]);
  });

  it("says a lost connection in plain words, not with the browser's English text", () => {
    expect(toPortalErrors(new TypeError('Failed to fetch'))).toEqual([{ code: 'NETZWERK', message: '', details: null, kind: 'network' }]);
    expect(failureKind(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('network');
    expect(failureKind(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }))).toBe('network');
  });

  it("never shows the raw body of a server error without a catalogue body (a proxy's HTML page)", () => {
    const body = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const error = new ServerError('Response not successful: Received status code 502', { response: new Response(body, { status: 502 }), bodyText: body });
    expect(toPortalErrors(error)).toEqual([{ code: 'HTTP 502', message: '', details: null, kind: 'server' }]);
    expect(failureKind(error)).toBe('server');
  });

  it('tells not-found, no-access and refused input apart from the unexpected', () => {
    const graphQL = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
    expect(failureKind(graphQL('NOT_FOUND'))).toBe('not-found');
    expect(failureKind(graphQL('FORBIDDEN'))).toBe('forbidden');
    expect(failureKind(graphQL('BAD_USER_INPUT'))).toBe('bad-input');
    expect(failureKind(graphQL('INTERNAL'))).toBe('other');
  });
});
