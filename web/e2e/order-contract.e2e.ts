/**
 * The Done test of issue 18: a new ISP without any order (isp-0009 of the demo CRM) orders a
 * product with a set-up fee, and the test reads the sums on the form, the link mail in the
 * dev outbox, the signing page, the signed PDF (amounts read back out of it) and its
 * confirmation mail, and the dashboard count 'Bestellungen warten auf die Unterschrift'
 * going from 0 to 1 on submitting and from 1 to 0 after the signature.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfTexts } from '@fibre-portal/shared/test-support/pdf-text';
import { downloadedBytes, openBrowser, signIn, signInAs, unexpectedErrors, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const PASSWORD = 'Neuland!Passwort7';

interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentBase64: string }>;
}

function mailsTo(address: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')) as OutboxMail).filter((mail) => mail.to === address);
}

const pdfLine = (pdf: Uint8Array) => pdfTexts(pdf).join(' ').replace(/\x80/g, '€').replace(/\x96/g, '–').replace(/\s+/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function waitFor<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    // Reading the outbox folder is cheap: look often.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 'Glasfaseranschluss bestellen' tile: its number and its line. */
async function awaitingSignature(page: Page): Promise<{ count: number; text: string }> {
  await page.goto(`${baseUrl}/`);
  const tile = page.locator('[data-tile="order-connection"]');
  const badge = tile.locator('[data-count]');
  await badge.waitFor({ timeout: 30_000 });
  return { count: Number(await badge.getAttribute('data-count')), text: plain(await tile.locator('[data-count-text]').textContent()) };
}

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Unterschrift' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + step * 0.028), box.y + box.height * (0.6 - Math.sin(step / 3) * 0.25), { steps: 2 });
  }
  await page.mouse.up();
}

/** With SCREENSHOT_DIR set, the page at 1440 and 390 px wide (full page), for a person to look at. */
async function screenshots(page: Page, name: string) {
  const dir = process.env['SCREENSHOT_DIR'];
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const sessions: BrowserSession[] = [];
async function browser(): Promise<BrowserSession> {
  const session = await openBrowser();
  sessions.push(session);
  return session;
}
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

/** A user of the new ISP Neuland Glasfaser GmbH (isp-0009), made by the superadmin and signed in. */
async function newIspUser(): Promise<BrowserSession> {
  const admin = await browser();
  await signInAs(admin.page, 'superadmin@example.at', '/users');
  await admin.page.getByRole('button', { name: 'Benutzer anlegen' }).click({ timeout: 30_000 });
  const email = `neuland.${Date.now().toString(36)}@example.at`;
  const form = admin.page.getByRole('dialog', { name: 'Benutzer anlegen' });
  await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Name/ }).fill('Nora Neuland');
  await form.locator('[name="role"]').selectOption('user');
  await form.locator('[name="type"]').selectOption('isp');
  await form.locator('[name="accountId"]').fill('isp-0009');
  await form.getByRole('button', { name: 'Anlegen und einladen' }).click();
  const invitation = await waitFor(() => mailsTo(email).at(-1), Boolean);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(invitation!.text)![0];
  const isp = await browser();
  const { pathname, search } = new URL(link);
  await isp.page.goto(`${baseUrl}${pathname}${search}`);
  await isp.page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
  await isp.page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(PASSWORD);
  await isp.page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect.poll(() => isp.page.getByText('Ihr Passwort wurde erfolgreich aktualisiert').count(), { timeout: 20_000 }).toBe(1);
  await isp.page.goto(`${baseUrl}/auth`);
  await signIn(isp.page, email, PASSWORD);
  await isp.page.getByRole('heading', { level: 1, name: 'Willkommen im ISP-Portal!' }).waitFor({ timeout: 30_000 });
  expect(unexpectedErrors(admin.errors)).toEqual([]);
  return isp;
}

describe('an order as a contract', () => {
  it('a new ISP orders with a set-up fee; form, mail, signing page, PDF and confirmation agree, and the dashboard counts 0, 1, 0', async () => {
    const { page, errors } = await newIspUser();
    expect(await awaitingSignature(page)).toEqual({ count: 0, text: 'Keine Bestellung wartet auf die Unterschrift' });

    // A free CID without any order in the demo CRM: Kellergasse 7, 3500 Krems an der Donau (the address search is ordering.e2e.ts's).
    await page.goto(`${baseUrl}/locations-order/CID-000089/form`);
    await page.getByRole('heading', { level: 1, name: 'Bestellformular' }).waitFor({ timeout: 30_000 });
    await page
      .getByText(/Kellergasse 7/)
      .first()
      .waitFor({ timeout: 30_000 });

    const customerMail = 'lena.neuland@example.at';
    await page.getByLabel('Anrede').selectOption('Frau');
    await page.getByLabel('Vorname').fill('Lena');
    await page.getByLabel('Nachname bzw. Firmenname').fill('Berger');
    await page.getByLabel('Geburtsdatum').fill('1990-06-15');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill(customerMail);
    await page.getByRole('textbox', { name: /^Telefon/ }).fill('+43 676 5550123');
    await page.getByRole('radio', { name: /Glasfaser 300/ }).check();
    await page
      .locator('label')
      .filter({ hasText: /^Expressinstallation/ })
      .click();
    await page.locator('[name="contractTermMonths"]').selectOption('36');

    // The form: the set-up fee once, the product monthly, each with the USt. it contains.
    const formSums = plain(await page.getByRole('table', { name: 'Entgelte' }).textContent());
    console.info(`form sums: ${formSums}`);
    expect(formSums).toContain('Einmalig gesamt€ 99,00darin 20 % USt. € 16,50 (netto € 82,50)');
    expect(formSums).toMatch(/Monatlich gesamt€ \d+,\d{2}darin 20 % USt\. € \d+,\d{2} \(netto € \d+,\d{2}\) · Mindestvertragsdauer 36 Monate/);
    const monthly = /Monatlich gesamt€ (\d+,\d{2})/.exec(formSums)![1]!;
    await page.getByText('Die Kundin oder der Kunde akzeptiert die Allgemeinen Geschäftsbedingungen.').click();
    await page.getByText('Die Kundin oder der Kunde stimmt der Verarbeitung').click();
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();
    const submitted = page.getByRole('status').filter({ hasText: /Bestellung ORD-\d{6} übermittelt/ });
    await submitted.waitFor({ timeout: 30_000 });
    const number = /ORD-\d{6}/.exec((await submitted.textContent()) ?? '')![0];
    const link = await page.getByRole('textbox', { name: 'Link zum Unterschreiben' }).inputValue();

    // The mail in the outbox: the link and the same sums.
    const [linkMail] = await waitFor(
      () => mailsTo(customerMail).filter((mail) => mail.subject.includes(number)),
      (mails) => mails.length > 0,
    );
    console.info(
      `link mail: ${linkMail!.subject} | ${plain(linkMail!.text)
        .split('\n')
        .find((line) => line.includes('Einmalig'))}`,
    );
    expect(linkMail!.subject).toBe(`Bitte unterschreiben Sie Ihre Glasfaser-Bestellung ${number}`);
    expect(linkMail!.text).toContain(link);
    expect(plain(linkMail!.text)).toContain(`Einmalig: € 99,00, monatlich: € ${monthly} bei 36 Monaten Mindestvertragsdauer`);
    expect(await awaitingSignature(page)).toEqual({ count: 1, text: '1 Bestellung wartet auf die Unterschrift' });
    await screenshots(page, 'dashboard');

    // The signing page, without a session.
    const customer = (await browser()).page;
    await customer.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await customer.getByText(`Ihre Bestellung ${number}`).waitFor({ timeout: 30_000 });
    const signSums = plain(await customer.getByRole('table', { name: 'Entgelte' }).textContent());
    console.info(`signing page sums: ${signSums}`);
    expect(signSums).toContain('Einmalig gesamt€ 99,00');
    expect(signSums).toContain(`Monatlich gesamt€ ${monthly}`);
    const summary = plain(await customer.locator('body').textContent());
    expect(summary).toContain('Frau Lena Berger');
    expect(summary).toContain('Expressinstallation (€ 99,00 einmalig)');
    expect(summary).toContain('36 Monate');
    if (process.env['SCREENSHOT_DIR']) {
      await screenshots(customer, 'signing-page');
      // The pad starts empty at the new size.
      await customer.reload();
      await customer.getByText(`Ihre Bestellung ${number}`).waitFor({ timeout: 30_000 });
    }
    await customer.getByLabel('Ihr vollständiger Name').fill('Lena Berger');
    await drawSignature(customer);
    await customer.getByText('Ich habe die Allgemeinen Geschäftsbedingungen gelesen').click();
    await customer.getByText('Ich habe die Angaben geprüft').click();
    await customer.getByRole('button', { name: 'Verbindlich unterschreiben' }).click();
    await customer.getByText('Vielen Dank – Ihre Bestellung ist unterschrieben').waitFor({ timeout: 30_000 });

    // The signed PDF, its amounts read back out of it.
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' }).click(),
    ]);
    const pdfText = pdfLine(await downloadedBytes(download));
    const pdfSums = /Einmalig gesamt[^M]*Monatlich gesamt.*?Mindestvertragsdauer \d+ Monate/.exec(pdfText)?.[0];
    console.info(`PDF sums: ${pdfSums}`);
    expect(pdfText).toContain('Expressinstallation – € 99,00 einmalig');
    expect(pdfText).toContain('Einmalig gesamt € 99,00 (darin 20 % USt. € 16,50, netto € 82,50)');
    expect(pdfText).toMatch(
      new RegExp(`Monatlich gesamt € ${monthly} \\(darin 20 % USt\\. € \\d+,\\d{2}, netto € \\d+,\\d{2}\\), Mindestvertragsdauer 36 Monate`),
    );
    expect(pdfText).not.toMatch(/99,00 (€ )?(pro Monat|monatlich)/);

    // The confirmation mail carries the signed PDF with the same sums.
    const confirmation = await waitFor(
      () => mailsTo(customerMail).find((mail) => mail.subject === `Ihre unterschriebene Glasfaser-Bestellung ${number}`),
      Boolean,
    );
    expect(confirmation!.attachments![0]!.filename).toBe(`Bestellung-${number}.pdf`);
    const attached = pdfLine(Buffer.from(confirmation!.attachments![0]!.contentBase64, 'base64'));
    expect(attached).toContain('Einmalig gesamt € 99,00');
    expect(attached).toContain(`Monatlich gesamt € ${monthly}`);

    // Nothing awaits the signature any more.
    expect(await awaitingSignature(page)).toEqual({ count: 0, text: 'Keine Bestellung wartet auf die Unterschrift' });
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 300_000);
});
