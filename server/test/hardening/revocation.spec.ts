/**
 * Signed-out tokens (issue 16, item 5), through the real HTTP API: after sign-out, and after a
 * detected refresh-token theft, the old access token — still well signed and unexpired —
 * reads nothing any more: every GraphQL request answers 401 (auth/revocations.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signInAs, TestClient } from '../http-client';
import { sharedPortal } from '../shared-portal';

let app: FastifyInstance;

beforeAll(async () => {
  app = (await sharedPortal()).app;
}, 240_000);

/** Personal data and tenant lists an ISP admin may read. */
const READS = [
  '{ viewer { user { userId } } }',
  '{ orders { __typename } }',
  '{ users { __typename } }',
  '{ auditLog { __typename } }',
  '{ tickets { __typename } }',
  '{ cids { __typename } }',
  '{ locations { __typename } }',
];

/** A second browser holding copies of the same cookies (a token taken from the first). */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(app);
  for (const [name, cookie] of client.cookies) copy.cookies.set(name, { ...cookie });
  return copy;
}

async function statuses(client: TestClient): Promise<number[]> {
  return Promise.all(READS.map(async (query) => (await client.graphql(query)).status));
}

describe('revoked sessions', () => {
  it('stops the old access token of a signed-out session at once', async () => {
    const victim = await signInAs(app, 'admin.isp');
    const taken = copyOf(victim);
    expect(await statuses(taken)).toEqual(READS.map(() => 200));
    expect((await victim.signOut()).statusCode).toBe(200);
    expect(await statuses(taken)).toEqual(READS.map(() => 401));
    // Another session of the same user reads on.
    expect(await statuses(await signInAs(app, 'admin.isp'))).toEqual(READS.map(() => 200));
  });

  it('stops every access token of a session whose refresh token was stolen', async () => {
    const victim = await signInAs(app, 'admin.isp');
    const thief = copyOf(victim);
    // The victim refreshes and uses the new access token: the new refresh token is promoted.
    expect((await victim.refresh()).statusCode).toBe(200);
    expect(await statuses(victim)).toEqual(READS.map(() => 200));
    // The thief's old refresh token is now theft: the session is revoked.
    expect((await thief.refresh()).statusCode).toBe(401);
    expect(await statuses(victim)).toEqual(READS.map(() => 401));
    expect((await victim.refresh()).statusCode).toBe(401);
  });
});
