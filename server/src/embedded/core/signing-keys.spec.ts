import { describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import { decodeJwtPart, makeClock, rawRequest, useEmbeddedCore, waitForJwksCooldown } from '../../../test/support/embedded-core';

const HOUR = 3_600_000;
const clock = makeClock();
const core = useEmbeddedCore({ now: clock.now });

interface Jwk {
  kty: string;
  kid: string;
  n: string;
  e: string;
  alg: string;
  use: string;
}

async function publishedKeys(): Promise<Jwk[]> {
  const response = await rawRequest(core().url, '/.well-known/jwks.json');
  expect(response.status).toBe(200);
  return response.json<{ keys: Jwk[] }>().keys;
}

async function newAccessToken(): Promise<string> {
  const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId('rotation-user'));
  return session.getAccessToken();
}

describe('signing keys', () => {
  it('publishes 2048-bit RSA keys fit for RS256 signatures', async () => {
    const keys = await publishedKeys();
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      e: 'AQAB',
      kid: expect.stringMatching(/^d-\d+$/),
    });
    expect(Buffer.from(key!.n, 'base64url').length * 8).toBe(2048);
  });

  it('rotates the key, keeps the old one while its tokens may live, then drops it', async () => {
    const oldToken = await newAccessToken();
    const oldKid = decodeJwtPart(oldToken, 0).kid as string;
    expect((await Session.getSessionWithoutRequestResponse(oldToken)).getUserId()).toBe('rotation-user');

    // Still inside the rotation interval: no new key.
    clock.advance(23 * HOUR);
    expect(decodeJwtPart(await newAccessToken(), 0).kid).toBe(oldKid);

    clock.advance(HOUR + 1000);
    const newToken = await newAccessToken();
    const newKid = decodeJwtPart(newToken, 0).kid as string;
    expect(newKid).not.toBe(oldKid);
    expect((await publishedKeys()).map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());

    // The SDK sees an unknown kid and reloads the JWKS (after jose's cool-down).
    await waitForJwksCooldown();
    expect((await Session.getSessionWithoutRequestResponse(newToken)).getUserId()).toBe('rotation-user');
    expect((await Session.getSessionWithoutRequestResponse(oldToken)).getUserId()).toBe('rotation-user');

    // Tokens of the old key live at most one access-token lifetime after the rotation.
    clock.advance(HOUR - 60_000);
    expect((await publishedKeys()).map((k) => k.kid)).toContain(oldKid);
    clock.advance(61_000);
    expect((await publishedKeys()).map((k) => k.kid)).toEqual([newKid]);
  });
});
