import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signInAs, TestClient } from './http-client';
import { sharedPortal } from './shared-portal';
import { adminPortal, freshAccount, newIspAccount, type AdminPortal } from './support/audit';
import { backgroundSettled } from '../src/lib/background';

/**
 * On the portal shared by the worker (test/shared-portal.ts, PUBLIC_URL http://localhost:3000):
 * the demo accounts sign in and are refused; users are created in accounts of this file's own.
 */
let portal: AdminPortal;
let app: FastifyInstance;

beforeAll(async () => {
  portal = adminPortal(await sharedPortal());
  app = portal.app;
}, 120_000);

const VIEWER = '{ viewer { user { userId name email accountId type role } } }';

const outbox = () => portal.outbox();

describe('sign-in', () => {
  it('signs a demo account in and knows who it is', async () => {
    const client = await signInAs(app, 'admin.isp');
    const { data: result } = await client.graphql<{ viewer: { user: Record<string, unknown> } }>(VIEWER);
    expect(result?.viewer.user).toMatchObject({ name: 'Markus Huber', email: 'admin.isp@example.at', accountId: 'isp-0001', type: 'isp', role: 'admin' });
  });

  it('answers wrong credentials with the German message of the catalogue', async () => {
    const client = new TestClient(app);
    const response = await client.signIn('user.isp@example.at', 'Falsch!2026');
    expect(response.json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    expect((await client.graphql(VIEWER)).data).toEqual({ viewer: null });
  });

  it('refuses a deactivated account with SIGN_IN_NOT_ALLOWED and a German reason', async () => {
    const response = await new TestClient(app).signIn('deactivated@example.at');
    expect(response.json()).toEqual({
      status: 'SIGN_IN_NOT_ALLOWED',
      reason: 'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an die Administration Ihres Unternehmens.',
    });
  });

  it('signs out: the session cookies are gone and viewer is null', async () => {
    const client = await signInAs(app, 'user.noc');
    expect((await client.signOut()).json()).toEqual({ status: 'OK' });
    expect((await client.graphql(VIEWER)).data).toEqual({ viewer: null });
  });

  it('answers field errors in German', async () => {
    const response = await new TestClient(app).postAuth('/signin', {
      formFields: [
        { id: 'email', value: 'kein-mail' },
        { id: 'password', value: '' },
      ],
    });
    expect(response.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: expect.arrayContaining([
        { id: 'email', error: 'E-Mail ist ungültig' },
        { id: 'password', error: 'Feld ist nicht optional' },
      ]),
    });
  });
});

describe('sign-up', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    formFields: Object.entries({
      email: `neu.${Math.random().toString(36).slice(2)}@example.at`,
      password: 'Portal!2026',
      name: 'Neue Person',
      role: 'user',
      type: 'isp',
      accountid: 'isp-0001',
      ...overrides,
    }).map(([id, value]) => ({ id, value })),
  });

  it('is not allowed without a session', async () => {
    const response = await new TestClient(app).postAuth('/signup', form());
    expect(response.json()).toEqual({
      status: 'SIGN_UP_NOT_ALLOWED',
      reason: 'Nur Administratoren können Benutzer anlegen. Bitte melden Sie sich als Administrator an.',
    });
  });

  it('is not allowed for a user', async () => {
    const client = await signInAs(app, 'user.isp');
    expect((await client.postAuth('/signup', form())).json()).toMatchObject({ status: 'SIGN_UP_NOT_ALLOWED' });
  });

  it('lets an admin create a user of its own account, who can then sign in', async () => {
    const own = await newIspAccount(portal, await signInAs(app, 'superadmin'), ['admin'], 'Erstes!Passwort1');
    const admin = await own.signIn(0);
    const email = `kollegin.${Date.now()}@example.at`;
    const response = await admin.postAuth('/signup', form({ email, accountid: '' }));
    expect(response.json()).toMatchObject({ status: 'OK', user: { emails: [email] } });
    // The admin stays signed in as itself.
    expect((await admin.graphql<{ viewer: { user: { email: string } } }>(VIEWER)).data?.viewer.user.email).toBe(own.members[0]!.email);
    const colleague = await signInAs(app, email);
    expect((await colleague.graphql<{ viewer: { user: Record<string, unknown> } }>(VIEWER)).data?.viewer.user).toMatchObject({
      accountId: own.accountId,
      type: 'isp',
      role: 'user',
      name: 'Neue Person',
    });
  });

  it.each([
    ['another account', { accountid: 'isp-0002' }],
    ['another type', { type: 'noc' }],
  ])('refuses an admin creating a user of %s', async (_label, overrides) => {
    const admin = await signInAs(app, 'admin.isp');
    const response = await admin.postAuth('/signup', form(overrides));
    expect(response.json()).toEqual({
      status: 'SIGN_UP_NOT_ALLOWED',
      reason: 'Sie können nur Benutzer Ihres eigenen Kontos anlegen (Typ isp, Account isp-0001).',
    });
  });

  it('refuses a superadmin role through the form, with the German field message', async () => {
    const admin = await signInAs(app, 'superadmin');
    const response = await admin.postAuth('/signup', form({ role: 'superadmin' }));
    expect(response.json()).toEqual({ status: 'FIELD_ERROR', formFields: [{ id: 'role', error: 'Erlaubte Werte: admin oder user' }] });
  });

  it('lets a superadmin create an admin of any account', async () => {
    const superadmin = await signInAs(app, 'superadmin');
    const response = await superadmin.postAuth('/signup', form({ role: 'admin', type: 'noc', accountid: freshAccount('noc') }));
    expect(response.json()).toMatchObject({ status: 'OK' });
  });

  it('answers an existing e-mail with the German message', async () => {
    const admin = await signInAs(app, 'admin.isp');
    const response = await admin.postAuth('/signup', form({ email: 'user.isp@example.at' }));
    expect(response.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'Diese E-Mail existiert bereits. Bitte melden Sie sich stattdessen an' }],
    });
  });

  it('checks every field with the messages of SPEC §5', async () => {
    const admin = await signInAs(app, 'superadmin');
    const response = await admin.postAuth('/signup', form({ email: 'x@', password: 'kurz', name: '', role: 'chef', type: 'ispp' }));
    expect(response.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: expect.arrayContaining([
        { id: 'email', error: 'E-Mail ist ungültig' },
        { id: 'password', error: 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen' },
        { id: 'name', error: 'Feld ist nicht optional' },
        { id: 'role', error: 'Erlaubte Werte: admin oder user' },
        {
          id: 'type',
          error: 'Erlaubte Werte: isp, baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning oder noc',
        },
      ]),
    });
  });

  it('reports whether an e-mail exists to an admin only', async () => {
    const admin = await signInAs(app, 'admin.isp');
    const response = await admin.request({ method: 'GET', url: '/auth/signup/email/exists?email=admin.noc%40example.at', headers: { rid: 'emailpassword' } });
    expect(response.json()).toEqual({ status: 'OK', exists: true });
    const anonymous = await new TestClient(app).request({
      method: 'GET',
      url: '/auth/signup/email/exists?email=admin.noc%40example.at',
      headers: { rid: 'emailpassword' },
    });
    expect(anonymous.statusCode).toBe(404);
  });
});

describe('bad input to /auth', () => {
  it.each([
    ['malformed JSON', '{"formFields": ['],
    ['no formFields', '{}'],
    ['formFields not a list', '{"formFields": "x"}'],
    ['a field without value', '{"formFields": [{"id":"email"}]}'],
    ['too many fields', JSON.stringify({ formFields: ['email', 'password', 'a', 'b'].map((id) => ({ id, value: 'x' })) })],
    ['a number as e-mail', '{"formFields": [{"id":"email","value":1},{"id":"password","value":"x"}]}'],
  ])('answers %s with a 4xx in German, never a 500', async (_label, payload) => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/json', rid: 'emailpassword' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/formFields must|Missing input|must contain|too many|value must be/);
  });

  it('refuses a 1 MB body with 413', async () => {
    const response = await new TestClient(app).postAuth('/signin', { formFields: [{ id: 'email', value: 'x'.repeat(1024 * 1024) }] });
    expect(response.statusCode).toBe(413);
  });

  it('answers an unknown rid with a German 4xx and no session', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/json', rid: 'unbekannt' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Die Anfrage enthält keine Formularfelder (formFields).' });
    expect(response.cookies).toEqual([]);
  });
});

describe('password reset', () => {
  it('mails a reset link; the new password works, the old one and the token do not', async () => {
    const admin = await signInAs(app, 'superadmin');
    const email = `reset.${Date.now()}@example.at`;
    await admin.postAuth('/signup', {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: 'Portal!2026' },
        { id: 'name', value: 'Reset Test' },
        { id: 'role', value: 'user' },
        { id: 'type', value: 'isp' },
      ],
    });
    const client = new TestClient(app);
    client.clientUrl = 'http://localhost:3000/auth/reset-password';
    expect((await client.postAuth('/user/password/reset/token', { formFields: [{ id: 'email', value: email }] })).json()).toEqual({ status: 'OK' });
    await backgroundSettled();
    const mail = outbox().find((m) => m.to === email);
    expect(mail?.subject).toBe('Passwort zurücksetzen – Glasfaser-Portal');
    const link = /http\S+/.exec(mail!.text)![0];
    expect(link.startsWith('http://localhost:3000/auth/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token');

    const reset = (password: string) => client.postAuth('/user/password/reset', { method: 'token', token, formFields: [{ id: 'password', value: password }] });
    expect((await reset('kurz')).json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'password', error: 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen' }],
    });
    expect((await reset('Neues!Passwort9')).json()).toMatchObject({ status: 'OK' });
    expect((await reset('Noch!einmal9')).json()).toEqual({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' });
    expect((await new TestClient(app).signIn(email, 'Portal!2026')).json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    expect((await new TestClient(app).signIn(email, 'Neues!Passwort9')).json()).toMatchObject({ status: 'OK' });
  });

  it('answers OK for an unknown e-mail and sends nothing', async () => {
    const before = outbox().length;
    const response = await new TestClient(app).postAuth('/user/password/reset/token', { formFields: [{ id: 'email', value: 'niemand@example.at' }] });
    expect(response.json()).toEqual({ status: 'OK' });
    await backgroundSettled();
    expect(outbox()).toHaveLength(before);
  });

  it('points the link at the default portal URL when the page is on a foreign host', async () => {
    const client = new TestClient(app);
    client.clientUrl = 'https://evil.example/phish';
    await client.postAuth('/user/password/reset/token', { formFields: [{ id: 'email', value: 'user.sales@example.at' }] });
    await backgroundSettled();
    const mail = outbox()
      .filter((m) => m.to === 'user.sales@example.at')
      .at(-1);
    expect(mail?.text).toContain('http://localhost:3000/auth/reset-password?token=');
    expect(mail?.text).not.toContain('evil.example');
  });
});

describe('brute force', () => {
  it('checks 5 wrong passwords of an account from one address, then asks to wait, in German', async () => {
    const client = new TestClient(app);
    for (let i = 0; i < 5; i++) expect((await client.signIn('user.finanz@example.at', `Falsch!${i}xx`)).json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    expect((await client.signIn('user.finanz@example.at')).json()).toEqual({
      status: 'SIGN_IN_NOT_ALLOWED',
      reason: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.',
    });
  });
});
