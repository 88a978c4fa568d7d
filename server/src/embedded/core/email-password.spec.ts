import { beforeAll, describe, expect, it } from 'vitest';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Multitenancy from 'supertokens-node/recipe/multitenancy';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import MultitenancyRecipe from 'supertokens-node/lib/build/recipe/multitenancy/recipe';
import { cdiSupported } from 'supertokens-node/lib/build/version';
import { makeClock, outbox, rawRequest, SPEC_SCRYPT_LOG_N, useEmbeddedCore } from '../../../test/support/embedded-core';
import { hashPassword, scryptParams } from './passwords';

const PASSWORD = 'Portal!2026';
const clock = makeClock();
const core = useEmbeddedCore({ now: clock.now });

async function signUp(email: string, password = PASSWORD): Promise<string> {
  const result = await EmailPassword.signUp('public', email, password);
  if (result.status !== 'OK') throw new Error(`sign-up of ${email} failed: ${result.status}`);
  return result.user.id;
}

describe('handshake', () => {
  it('offers every CDI version the installed SDK asks for', async () => {
    const response = await rawRequest(core().url, '/apiversion');
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    const { versions } = response.json<{ versions: string[] }>();
    for (const version of cdiSupported) expect(versions).toContain(version);
  });
});

describe('sign-up and sign-in', () => {
  let annaId: string;

  beforeAll(async () => {
    annaId = await signUp('  Anna.Huber@Example.AT ');
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const user = await supertokens.getUser(annaId);
    expect(user?.emails).toEqual(['anna.huber@example.at']);
    expect(user?.loginMethods).toHaveLength(1);
    expect(user?.loginMethods[0]).toMatchObject({
      recipeId: 'emailpassword',
      email: 'anna.huber@example.at',
      tenantIds: ['public'],
    });
    expect(user?.loginMethods[0]?.recipeUserId.getAsString()).toBe(annaId);
    expect(user?.timeJoined).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a second sign-up with the same e-mail in another spelling', async () => {
    const result = await EmailPassword.signUp('public', 'ANNA.HUBER@example.at', 'Anders!2026');
    expect(result.status).toBe('EMAIL_ALREADY_EXISTS_ERROR');
  });

  it('signs in with any spelling of the e-mail and the right password', async () => {
    const result = await EmailPassword.signIn('public', ' anna.HUBER@example.at', PASSWORD);
    expect(result.status).toBe('OK');
    if (result.status === 'OK') {
      expect(result.user.id).toBe(annaId);
      expect(result.recipeUserId.getAsString()).toBe(annaId);
    }
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    expect((await EmailPassword.signIn('public', 'anna.huber@example.at', 'Falsch!2026')).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await EmailPassword.signIn('public', 'niemand@example.at', PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
  });

  it('finds the user by account info whatever the spelling, as the SDK pre-checks require', async () => {
    const found = await supertokens.listUsersByAccountInfo('public', { email: 'Anna.Huber@EXAMPLE.at ' });
    expect(found.map((u) => u.id)).toEqual([annaId]);
    expect(await supertokens.listUsersByAccountInfo('public', { email: 'niemand@example.at' })).toEqual([]);
    // AND with a criterion an emailpassword user cannot have matches nobody.
    expect(await supertokens.listUsersByAccountInfo('public', { email: 'anna.huber@example.at', phoneNumber: '+43111' })).toEqual([]);
  });

  it('answers undefined for an unknown user id', async () => {
    expect(await supertokens.getUser('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('changes the e-mail, refusing one that is taken', async () => {
    const otherId = await signUp('bernd.gruber@example.at');
    const taken = await EmailPassword.updateEmailOrPassword({
      recipeUserId: supertokens.convertToRecipeUserId(otherId),
      email: 'anna.huber@example.at',
    });
    expect(taken.status).toBe('EMAIL_ALREADY_EXISTS_ERROR');

    const changed = await EmailPassword.updateEmailOrPassword({
      recipeUserId: supertokens.convertToRecipeUserId(otherId),
      email: ' Bernd.Neu@Example.at',
    });
    expect(changed.status).toBe('OK');
    expect((await supertokens.getUser(otherId))?.emails).toEqual(['bernd.neu@example.at']);
    expect((await EmailPassword.signIn('public', 'bernd.gruber@example.at', PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
  });

  it('answers UNKNOWN_USER_ID_ERROR when updating a user that does not exist', async () => {
    const result = await EmailPassword.updateEmailOrPassword({
      recipeUserId: supertokens.convertToRecipeUserId('00000000-0000-0000-0000-000000000000'),
      password: 'Neu!Passwort2026',
    });
    expect(result.status).toBe('UNKNOWN_USER_ID_ERROR');
  });
});

describe('password reset', () => {
  let userId: string;
  const email = 'carla.berger@example.at';

  beforeAll(async () => {
    userId = await signUp(email);
  });

  it('mails a URL-safe token, consumes it once and sets the new password', async () => {
    const sent = await EmailPassword.sendResetPasswordEmail('public', userId, email);
    expect(sent.status).toBe('OK');
    const mail = outbox.at(-1);
    expect(mail?.user.email).toBe(email);
    const token = new URL(mail!.passwordResetLink).searchParams.get('token') ?? '';
    // At least 128 bits, and nothing that needs escaping in a URL.
    expect(token).toMatch(/^[A-Za-z0-9]{22,}$/);

    expect((await EmailPassword.resetPasswordUsingToken('public', token, 'Neu!Passwort2026')).status).toBe('OK');
    expect((await EmailPassword.signIn('public', email, PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await EmailPassword.signIn('public', email, 'Neu!Passwort2026')).status).toBe('OK');

    const reused = await EmailPassword.resetPasswordUsingToken('public', token, 'Dritt!Passwort2026');
    expect(reused.status).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
    expect((await EmailPassword.signIn('public', email, 'Neu!Passwort2026')).status).toBe('OK');
  });

  it('returns the user and e-mail the token was made for, and voids the user’s other tokens', async () => {
    const first = await EmailPassword.createResetPasswordToken('public', userId, email);
    const second = await EmailPassword.createResetPasswordToken('public', userId, email);
    if (first.status !== 'OK' || second.status !== 'OK') throw new Error('token creation failed');
    expect(first.token).not.toBe(second.token);

    const consumed = await EmailPassword.consumePasswordResetToken('public', second.token);
    expect(consumed).toEqual({ status: 'OK', userId, email });
    expect((await EmailPassword.consumePasswordResetToken('public', first.token)).status).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
  });

  it('refuses a token for an unknown user and a token that was never issued', async () => {
    const unknown = await EmailPassword.createResetPasswordToken('public', '00000000-0000-0000-0000-000000000000', email);
    expect(unknown.status).toBe('UNKNOWN_USER_ID_ERROR');
    expect((await EmailPassword.consumePasswordResetToken('public', 'erfunden123')).status).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
  });

  it('voids open tokens when the password is changed another way', async () => {
    const created = await EmailPassword.createResetPasswordToken('public', userId, email);
    if (created.status !== 'OK') throw new Error('token creation failed');
    const changed = await EmailPassword.updateEmailOrPassword({
      recipeUserId: supertokens.convertToRecipeUserId(userId),
      password: 'Anders!Passwort2026',
    });
    expect(changed.status).toBe('OK');
    expect((await EmailPassword.consumePasswordResetToken('public', created.token)).status).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
  });

  it('refuses a token older than one hour', async () => {
    const created = await EmailPassword.createResetPasswordToken('public', userId, email);
    if (created.status !== 'OK') throw new Error('token creation failed');
    clock.advance(60 * 60_000 + 1000);
    expect((await EmailPassword.consumePasswordResetToken('public', created.token)).status).toBe('RESET_PASSWORD_INVALID_TOKEN_ERROR');
  });

  it('keeps a token valid just inside its hour', async () => {
    const created = await EmailPassword.createResetPasswordToken('public', userId, email);
    if (created.status !== 'OK') throw new Error('token creation failed');
    clock.advance(60 * 60_000 - 5000);
    expect((await EmailPassword.consumePasswordResetToken('public', created.token)).status).toBe('OK');
  });
});

describe('user listing', () => {
  it('pages through all users oldest first and newest first, with a token only when a page follows', async () => {
    await signUp('dora.wagner@example.at');
    await signUp('emil.bauer@example.at');
    const total = await supertokens.getUserCount();
    expect(total).toBeGreaterThanOrEqual(5);

    const seen: { id: string; timeJoined: number }[] = [];
    let paginationToken: string | undefined;
    let pages = 0;
    do {
      const page = await supertokens.getUsersOldestFirst({ tenantId: 'public', limit: 2, paginationToken });
      seen.push(...page.users.map((u) => ({ id: u.id, timeJoined: u.timeJoined })));
      paginationToken = page.nextPaginationToken;
      pages++;
      if (paginationToken === undefined) expect(page.users.length).toBeLessThanOrEqual(2);
    } while (paginationToken !== undefined && pages < 10);

    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((u) => u.id)).size).toBe(total);
    const times = seen.map((u) => u.timeJoined);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const newest = await supertokens.getUsersNewestFirst({ tenantId: 'public', limit: 100 });
    expect(newest.users.map((u) => u.id)).toEqual(seen.map((u) => u.id).reverse());
    expect(newest.nextPaginationToken).toBeUndefined();

    const exact = await supertokens.getUsersOldestFirst({ tenantId: 'public', limit: total });
    expect(exact.users).toHaveLength(total);
    expect(exact.nextPaginationToken).toBeUndefined();
  });

  it('filters by recipe and by e-mail prefix', async () => {
    const none = await supertokens.getUsersOldestFirst({ tenantId: 'public', includeRecipeIds: ['passwordless'] });
    expect(none.users).toEqual([]);
    const dora = await supertokens.getUsersOldestFirst({ tenantId: 'public', query: { email: 'DORA' } });
    expect(dora.users.map((u) => u.emails[0])).toEqual(['dora.wagner@example.at']);
  });

  it('deletes a user together with their metadata and sessions', async () => {
    const id = await signUp('franz.loeschen@example.at');
    await UserMetadata.updateUserMetadata(id, { name: 'Franz' });
    const recipeUserId = supertokens.convertToRecipeUserId(id);
    const session = await Session.createNewSessionWithoutRequestResponse('public', recipeUserId);
    const before = await supertokens.getUserCount();
    await supertokens.deleteUser(id);
    expect(await supertokens.getUser(id)).toBeUndefined();
    expect(await supertokens.getUserCount()).toBe(before - 1);
    expect((await UserMetadata.getUserMetadata(id)).metadata).toEqual({});
    expect(await Session.getSessionInformation(session.getHandle())).toBeUndefined();
    expect((await EmailPassword.signIn('public', 'franz.loeschen@example.at', PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
  });
});

describe('user metadata', () => {
  const userId = 'metadata-user-1';

  it('answers an empty object for a user without metadata', async () => {
    expect(await UserMetadata.getUserMetadata('nobody-here')).toEqual({ status: 'OK', metadata: {} });
  });

  it('merges shallowly: top-level keys replace, nested objects are replaced whole, null deletes', async () => {
    const first = await UserMetadata.updateUserMetadata(userId, {
      name: 'Anna',
      type: 'isp',
      address: { city: 'Wien', zip: '1010' },
    });
    expect(first.metadata).toEqual({ name: 'Anna', type: 'isp', address: { city: 'Wien', zip: '1010' } });

    const second = await UserMetadata.updateUserMetadata(userId, {
      type: null,
      role: 'admin',
      address: { city: 'Graz' },
    });
    expect(second.metadata).toEqual({ name: 'Anna', role: 'admin', address: { city: 'Graz' } });
    expect((await UserMetadata.getUserMetadata(userId)).metadata).toEqual(second.metadata);
  });

  it('clears all metadata of a user', async () => {
    await UserMetadata.clearUserMetadata(userId);
    expect((await UserMetadata.getUserMetadata(userId)).metadata).toEqual({});
  });
});

describe('multitenancy', () => {
  it('describes the public tenant without third-party providers or a firstFactors override', async () => {
    const tenant = await Multitenancy.getTenant('public');
    expect(tenant?.status).toBe('OK');
    expect(tenant?.thirdParty.providers).toEqual([]);
    expect(tenant && 'firstFactors' in tenant ? tenant.firstFactors : undefined).toBeUndefined();
  });

  it('answers undefined for an unknown tenant', async () => {
    expect(await Multitenancy.getTenant('gibt-es-nicht')).toBeUndefined();
  });

  it('lets the SDK report emailpassword as the enabled login method', async () => {
    const recipe = MultitenancyRecipe.getInstanceOrThrowError();
    const loginMethods = await recipe.apiImpl.loginMethodsGET!({
      tenantId: 'public',
      clientType: undefined,
      options: {
        recipeImplementation: recipe.recipeInterfaceImpl,
        config: recipe.config,
        recipeId: recipe.getRecipeId(),
        isInServerlessEnv: false,
        // Not read by loginMethodsGET; the HTTP layer is another engineer's part.
        req: undefined as never,
        res: undefined as never,
        staticThirdPartyProviders: recipe.staticThirdPartyProviders,
        allAvailableFirstFactors: recipe.allAvailableFirstFactors,
        staticFirstFactors: recipe.staticFirstFactors,
      },
      userContext: {} as never,
    });
    expect(loginMethods).toMatchObject({
      status: 'OK',
      emailPassword: { enabled: true },
      thirdParty: { enabled: false, providers: [] },
      firstFactors: ['emailpassword'],
    });
  });
});

describe('import of a password hash (POST /recipe/user/passwordhash/import)', () => {
  const importHash = (body: object) =>
    rawRequest(core().url, '/recipe/user/passwordhash/import', { body, headers: { rid: 'emailpassword', 'cdi-version': '5.4' } });

  it('creates a user who signs in with the password of the hash, and replaces the hash of an existing one', async () => {
    const hash = await hashPassword(PASSWORD, scryptParams(SPEC_SCRYPT_LOG_N));
    const created = await importHash({ email: ' Import.Eins@Example.AT ', passwordHash: hash });
    expect(created.status).toBe(200);
    const answer = created.json<{ status: string; didUserAlreadyExist: boolean; user: { id: string; emails: string[] } }>();
    expect(answer).toMatchObject({ status: 'OK', didUserAlreadyExist: false, user: { emails: ['import.eins@example.at'] } });
    const signedIn = await EmailPassword.signIn('public', 'import.eins@example.at', PASSWORD);
    expect(signedIn.status === 'OK' && signedIn.user.id).toBe(answer.user.id);

    // The same hash for a second account (what the demo seed does): both sign in.
    expect((await importHash({ email: 'import.zwei@example.at', passwordHash: hash })).json()).toMatchObject({ status: 'OK', didUserAlreadyExist: false });
    expect((await EmailPassword.signIn('public', 'import.zwei@example.at', PASSWORD)).status).toBe('OK');

    const other = await hashPassword('Anders!2026', scryptParams(SPEC_SCRYPT_LOG_N));
    const replaced = await importHash({ email: 'import.eins@example.at', passwordHash: other });
    expect(replaced.json()).toMatchObject({ status: 'OK', didUserAlreadyExist: true, user: { id: answer.user.id } });
    expect((await EmailPassword.signIn('public', 'import.eins@example.at', PASSWORD)).status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await EmailPassword.signIn('public', 'import.eins@example.at', 'Anders!2026')).status).toBe('OK');
  });

  it('refuses hashes it cannot check or that are weaker than its own, as bad requests', async () => {
    const weaker = await hashPassword(PASSWORD, scryptParams(SPEC_SCRYPT_LOG_N - 1));
    const refusals = await Promise.all([
      importHash({ email: 'import.schwach@example.at', passwordHash: weaker }),
      importHash({ email: 'import.bcrypt@example.at', passwordHash: '$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy' }),
      importHash({
        email: 'import.bcrypt@example.at',
        passwordHash: '$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy',
        hashingAlgorithm: 'bcrypt',
      }),
      importHash({ email: 'import.md5@example.at', passwordHash: 'x', hashingAlgorithm: 'md5' }),
      importHash({ email: 'import.leer@example.at', passwordHash: '  ' }),
      importHash({ email: 'import.gross@example.at', passwordHash: `scrypt$${2 ** 24}$8$1$${'A'.repeat(24)}$${'A'.repeat(88)}` }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals[0]!.text).toContain('weaker');
    expect(refusals[3]!.text).toContain('Unsupported password hashing algorithm');
    expect(await supertokens.listUsersByAccountInfo('public', { email: 'import.schwach@example.at' })).toEqual([]);
  });
});
