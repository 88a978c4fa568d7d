import { describe, expect, it } from 'vitest';
import { createVerifiedTokens, plainAccessToken } from './verified-tokens';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';
const OTHER = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ2In0.c2lnbmF0dXJl';

const request = (headers: Record<string, string | undefined>, method = 'POST') => ({ method, headers: { rid: 'anti-csrf', ...headers } });

describe('plainAccessToken', () => {
  it('finds the one access-token cookie among others', () => {
    expect(plainAccessToken(request({ cookie: `a=1; sAccessToken=${TOKEN}; sFrontToken=x` }))).toBe(TOKEN);
  });

  it.each([
    ['no cookie', {}],
    ['two access-token cookies (another cookie domain)', { cookie: `sAccessToken=${TOKEN}; sAccessToken=${OTHER}` }],
    ['the legacy cookie beside it', { cookie: `sAccessToken=${TOKEN}; sIdRefreshToken=x` }],
    ['an Authorization header (header transfer)', { cookie: `sAccessToken=${TOKEN}`, authorization: `Bearer ${TOKEN}` }],
    ['a value that is no compact JWT', { cookie: 'sAccessToken=%22abc%22' }],
    ['a POST without the anti-CSRF header', { cookie: `sAccessToken=${TOKEN}`, rid: undefined }],
  ])('leaves the request to the SDK with %s', (_case, headers) => {
    expect(plainAccessToken(request(headers))).toBeUndefined();
  });

  it('needs no anti-CSRF header on a GET, as the SDK', () => {
    expect(plainAccessToken({ method: 'GET', headers: { cookie: `sAccessToken=${TOKEN}` } })).toBe(TOKEN);
  });
});

describe('verified tokens', () => {
  const verified = (exp: number, extra: Record<string, unknown> = {}) => ({
    userId: 'u',
    sessionHandle: 'h',
    payload: { sub: 'u', exp, ...extra } as Record<string, unknown>,
  });

  it('remembers a verified token until its expiry, and no other token', () => {
    let now = 1_000_000;
    const tokens = createVerifiedTokens({ now: () => now });
    tokens.remember(TOKEN, verified(1_010));
    expect(tokens.get(TOKEN)).toMatchObject({ userId: 'u', sessionHandle: 'h', expiresAt: 1_010_000 });
    expect(tokens.get(OTHER)).toBeUndefined();
    now = 1_009_999;
    expect(tokens.get(TOKEN)).toBeDefined();
    now = 1_010_000;
    expect(tokens.get(TOKEN)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('does not keep expired tokens, tokens without expiry, or tokens the core still has to confirm after a refresh', () => {
    const tokens = createVerifiedTokens({ now: () => 1_000_000 });
    tokens.remember(TOKEN, verified(999));
    tokens.remember(OTHER, verified(2_000, { parentRefreshTokenHash1: 'abc' }));
    tokens.remember('a.b.c', { userId: 'u', sessionHandle: 'h', payload: { sub: 'u' } });
    expect(tokens.size).toBe(0);
    // A first token of a session names no parent (null), as the core writes it.
    tokens.remember(TOKEN, verified(2_000, { parentRefreshTokenHash1: null }));
    expect(tokens.size).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used token', () => {
    const tokens = createVerifiedTokens({ max: 2, now: () => 0 });
    tokens.remember('a.a.a', verified(10));
    tokens.remember('b.b.b', verified(10));
    expect(tokens.get('a.a.a')).toBeDefined();
    tokens.remember('c.c.c', verified(10));
    expect(tokens.size).toBe(2);
    expect(tokens.get('b.b.b')).toBeUndefined();
    expect(tokens.get('a.a.a')).toBeDefined();
    expect(tokens.get('c.c.c')).toBeDefined();
  });

  it('shares a frozen copy of the payload', () => {
    const tokens = createVerifiedTokens({ now: () => 0 });
    const input = verified(10, { email: 'a@example.at' });
    tokens.remember(TOKEN, input);
    input.payload['email'] = 'changed';
    const entry = tokens.get(TOKEN)!;
    expect(entry.payload['email']).toBe('a@example.at');
    expect(Object.isFrozen(entry.payload)).toBe(true);
  });
});
