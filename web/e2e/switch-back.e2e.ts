/**
 * Switching back in the browser (issue 18 item 5): a superadmin acting as an admin account
 * sees who they are and 'Zurück zu meinem Konto' in the header; switching back restores
 * their own metadata exactly (type included) and is audited. A switch back without a switch
 * is refused with a clear message in the reader's language and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signInAs, unexpectedErrors, type BrowserSession } from './browser';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

const PMO_ADMIN = 'pmo · Sabine Hofer · admin.pmo@example.at · pmo-0001';
const BACK = 'Zurück zu meinem Konto';

interface ViewerState {
  user: { type: string; accountId: string | null; role: string };
  actingAs: { name: string | null; email: string | null; type: string; accountId: string | null } | null;
}

/** A GraphQL call with the page's session, as the portal's own client makes it. */
async function graphql<T>(page: Page, query: string, language = 'de'): Promise<T> {
  const body = await page.evaluate(
    async ({ query, language }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language, 'x-client-url': window.location.href },
        body: JSON.stringify({ query }),
      });
      return response.json();
    },
    { query, language },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const viewerState = async (page: Page) =>
  (await graphql<{ viewer: ViewerState }>(page, '{ viewer { user { type accountId role } actingAs { name email type accountId } } }')).viewer;
const newestSwitchBack = async (page: Page) =>
  (
    await graphql<{ auditLog: { items: Array<{ outcome: string; targetLabel: string | null; actor: { email: string | null } }> } }>(
      page,
      `{ auditLog(filter: { action: "account.switchBack" }, page: { first: 1 }) { items { outcome targetLabel actor { email } } } }`,
    )
  ).auditLog.items[0];

async function reloadAfter(page: Page, action: () => Promise<unknown>, greeting: string) {
  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), action()]);
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 30_000 });
}

describe('switching back to the own account', () => {
  it('shows whom the superadmin acts as, switches back to the exact own metadata, and audits it', async () => {
    const { page, errors } = browser;
    await signInAs(page, 'superadmin@example.at');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: 30_000 });
    // Another browser test may have left the superadmin in an admin account: back to the own one first.
    if ((await viewerState(page)).actingAs !== null) {
      await reloadAfter(page, () => page.getByRole('button', { name: BACK }).click(), 'Willkommen im ISP-Portal!');
    }
    const own = await viewerState(page);
    expect(own).toMatchObject({ user: { role: 'superadmin', accountId: 'isp-0001' }, actingAs: null });
    expect(await page.getByRole('button', { name: BACK }).count()).toBe(0);

    // Into the PMO admin account: the header names it and offers the way back.
    const select = page.getByLabel('Sie sind eingeloggt als');
    await expect.poll(() => select.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(10);
    await reloadAfter(page, () => select.selectOption({ label: PMO_ADMIN }), 'Willkommen im CID-Portal!');
    const acting = page.getByRole('group', { name: 'Gewechseltes Konto' });
    await acting.waitFor({ timeout: 30_000 });
    expect(await acting.getByTestId('acting-as').textContent()).toBe('Sie handeln als Sabine Hofer · admin.pmo@example.at (pmo-0001)');
    expect(await viewerState(page)).toEqual({
      user: { type: 'pmo', accountId: 'pmo-0001', role: 'superadmin' },
      actingAs: { name: 'Sabine Hofer', email: 'admin.pmo@example.at', type: 'pmo', accountId: 'pmo-0001' },
    });

    // Back: exactly the own metadata again, type included, and the header without the banner.
    await reloadAfter(page, () => acting.getByRole('button', { name: BACK }).click(), 'Willkommen im ISP-Portal!');
    expect(await viewerState(page)).toEqual(own);
    expect(await page.getByRole('group', { name: 'Gewechseltes Konto' }).count()).toBe(0);
    expect(await newestSwitchBack(page)).toEqual({
      outcome: 'ok',
      targetLabel: expect.stringContaining('Sabine Hofer'),
      actor: { email: 'superadmin@example.at' },
    });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('refuses a switch back without a switch with a clear message in the reader’s language, and changes nothing', async () => {
    const { page } = browser;
    await signInAs(page, 'superadmin@example.at');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: 30_000 });
    if ((await viewerState(page)).actingAs !== null) {
      await reloadAfter(page, () => page.getByRole('button', { name: BACK }).click(), 'Willkommen im ISP-Portal!');
    }
    const before = await viewerState(page);
    const SWITCH_BACK = 'mutation { switchBack { ok error { message } } }';
    expect(await graphql(page, SWITCH_BACK)).toEqual({
      switchBack: {
        ok: false,
        error: { message: 'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.' },
      },
    });
    expect(await graphql(page, SWITCH_BACK, 'en')).toEqual({
      switchBack: { ok: false, error: { message: expect.stringMatching(/^You are not acting as another account/) } },
    });
    expect(await viewerState(page)).toEqual(before);
    expect(await newestSwitchBack(page)).toMatchObject({ outcome: 'refused', actor: { email: 'superadmin@example.at' } });
  });
});
