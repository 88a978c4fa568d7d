import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, signInAs, unexpectedErrors, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const NEW_PASSWORD = 'Eigenes!Passwort7';
let sessions: BrowserSession[] = [];

async function browser(): Promise<BrowserSession> {
  const session = await openBrowser();
  sessions.push(session);
  return session;
}

beforeEach(() => {
  sessions = [];
});
afterEach(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** The newest mail of the portal's dev outbox to an address. */
function lastMailTo(email: string): { subject: string; text: string } | undefined {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === email)
    .at(-1);
}

async function signInAt(page: Page, email: string, password?: string) {
  await page.goto(`${baseUrl}/auth`);
  await signIn(page, email, password);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: 30_000 });
}

/** Opens the user administration as `email` (the persona's session of the run) and waits for its table. */
async function openUsersAs(page: Page, email: string) {
  await signInAs(page, email, '/users');
  await page.getByRole('button', { name: 'Benutzer anlegen' }).waitFor({ timeout: 30_000 });
  await page.getByRole('table').waitFor();
}

describe('user administration in the browser', () => {
  it('lets an admin create a user who sets a password from the invitation and signs in', async () => {
    const admin = await browser();
    await openUsersAs(admin.page, 'admin.isp@example.at');

    const email = `e2e.${Date.now().toString(36)}@example.at`;
    await admin.page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Benutzer anlegen' });
    await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
    await form.getByRole('textbox', { name: /Name/ }).fill('Erika Einladung');
    await form.getByRole('combobox', { name: /Rolle/ }).selectOption('user');
    await form.getByRole('button', { name: 'Anlegen und einladen' }).click();
    await expect.poll(() => admin.page.getByRole('status').first().textContent(), { timeout: 20_000 }).toContain(`${email} wurde angelegt`);
    await expect.poll(() => admin.page.getByRole('row').filter({ hasText: email }).count()).toBe(1);
    expect(unexpectedErrors(admin.errors)).toEqual([]);

    // The invitation lands in the dev outbox; its link leads to the portal's set-password page.
    await expect.poll(() => lastMailTo(email)?.subject, { timeout: 20_000 }).toBe('Ihr Zugang zum Glasfaser-Portal');
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(lastMailTo(email)!.text)![0];
    const invited = await browser();
    const { pathname, search } = new URL(link);
    await invited.page.goto(`${baseUrl}${pathname}${search}`);
    await invited.page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await invited.page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(NEW_PASSWORD);
    await invited.page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => invited.page.getByText('Ihr Passwort wurde erfolgreich aktualisiert').count(), { timeout: 20_000 }).toBe(1);

    await signInAt(invited.page, email, NEW_PASSWORD);
    expect(await invited.page.getByRole('banner').textContent()).toContain('Erika Einladung');
    expect(unexpectedErrors(invited.errors)).toEqual([]);
  });

  it('sends a deactivated user’s open session to the login', async () => {
    const member = await browser();
    await signInAt(member.page, 'user.bau-main@example.at');

    const admin = await browser();
    await openUsersAs(admin.page, 'admin.bau-main@example.at');
    const row = admin.page.getByRole('row').filter({ hasText: 'user.bau-main@example.at' });
    try {
      await row.getByRole('button', { name: 'Deaktivieren' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Benutzer deaktivieren' });
      await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
      await expect.poll(() => row.getByRole('button', { name: 'Reaktivieren' }).count(), { timeout: 20_000 }).toBe(1);

      // The member's next request fails with 403 and the client signs it out.
      await member.page.reload();
      await expect.poll(() => new URL(member.page.url()).pathname, { timeout: 30_000 }).toBe('/auth');
      await expect.poll(() => member.page.getByRole('alert').first().textContent(), { timeout: 20_000 }).toContain('deaktiviert');
    } finally {
      // Other browser tests use the demo accounts: let this one in again.
      await admin.page.goto(`${baseUrl}/users`);
      const again = admin.page.getByRole('row').filter({ hasText: 'user.bau-main@example.at' }).getByRole('button', { name: 'Reaktivieren' });
      if ((await again.count()) > 0) {
        await again.click();
        await admin.page.getByRole('dialog', { name: 'Benutzer reaktivieren' }).getByRole('button', { name: 'Reaktivieren' }).click();
        await admin.page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
  });
});
