import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfTexts } from '@fibre-portal/shared/test-support/pdf-text';
import { downloadedBytes, openBrowser, signInAs, unexpectedErrors, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentBase64: string }>;
}

/** The mails of the portal's dev outbox to one address, oldest first. */
function mailsTo(address: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail).filter((mail) => mail.to === address);
}

/** A PDF's drawn text as one line: WinAnsi's euro sign and en dash restored, wrapped lines joined. */
const pdfLine = (pdf: Uint8Array) => pdfTexts(pdf).join(' ').replace(/\x80/g, '€').replace(/\x96/g, '–').replace(/\s+/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function waitFor<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    // Reading the outbox folder is cheap: look often.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The number on the dashboard's 'Glasfaseranschluss bestellen' tile. */
async function ordersAwaitingSignature(page: Page): Promise<number> {
  await page.goto(`${baseUrl}/`);
  const badge = page.locator('[data-tile="order-connection"] [data-count]');
  await badge.waitFor({ timeout: 30_000 });
  return Number(await badge.getAttribute('data-count'));
}
let browser: BrowserSession;
let customerBrowser: BrowserSession | undefined;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
  await customerBrowser?.close();
  customerBrowser = undefined;
});

async function signInAndWait(page: Page, email: string, greeting: string) {
  await signInAs(page, email);
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 30_000 });
}

/** Draws a short signature on the pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Unterschrift' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + step * 0.028), box.y + box.height * (0.6 - Math.sin(step / 3) * 0.25), { steps: 2 });
  }
  await page.mouse.up();
}

describe('ordering a fibre connection', () => {
  it('an ISP finds an address, orders, and sees the order signed after the customer signed and downloaded it without a session', async () => {
    const { page, errors } = browser;
    await signInAndWait(page, 'user.isp@example.at', 'Willkommen im ISP-Portal!');
    const awaitingBefore = await ordersAwaitingSignature(page);

    // Search with suggestions as you type.
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Standorte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Standorte' }).waitFor();
    await page.getByRole('combobox', { name: 'Adresse suchen' }).fill('Kirchengasse 2 3500');
    const suggestion = page.getByRole('option', { name: /Kirchengasse 2, 3500 Krems an der Donau/ });
    await suggestion.waitFor({ timeout: 15_000 });
    await suggestion.click();
    // The chosen suggestion narrows the list to its location (and the address keeps it).
    const row = page.getByRole('table', { name: 'Standorte' }).getByRole('row').filter({ hasText: 'Kirchengasse 2, 3500 Krems an der Donau' });
    await row.waitFor({ timeout: 15_000 });
    // The address follows the list's paint (app/deferred-history.ts).
    await expect.poll(() => new URL(page.url()).searchParams.get('loc'), { timeout: 5_000 }).toBe('LOC-000003');
    await row
      .getByRole('link', { name: /Verfügbar: Standortdetails öffnen/ })
      .first()
      .click();

    // The location details offer the products of the ISP's audience.
    await page.getByRole('heading', { level: 1, name: 'Kirchengasse 2, 3500 Krems an der Donau' }).waitFor();
    expect(await page.getByRole('table', { name: 'Hauptprodukte' }).textContent()).toContain('Glasfaser 500');
    expect(await page.getByRole('table', { name: 'Hauptprodukte' }).textContent()).not.toContain('Glasfaser 2500');
    await page.getByRole('link', { name: 'Glasfaseranschluss bestellen' }).click();

    // Bad input gets German messages beside the fields, nothing is sent.
    await page.getByRole('heading', { level: 1, name: 'Bestellformular' }).waitFor();
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();
    await page.getByText('Bitte wählen Sie eine Anrede.').waitFor();
    await page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.').waitFor();
    await page.getByLabel('Geburtsdatum').fill('2015-01-01');
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();
    await page.getByText('Die Kundin oder der Kunde muss mindestens 18 Jahre alt sein.').waitFor();

    await page.getByLabel('Anrede').selectOption('Frau');
    await page.getByLabel('Vorname').fill('Maria');
    await page.getByLabel('Nachname bzw. Firmenname').fill('Huber');
    await page.getByLabel('Geburtsdatum').fill('1985-04-23');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('maria.huber@example.at');
    await page.getByRole('textbox', { name: /^Telefon/ }).fill('+43 664 1234567');
    await page.getByRole('radio', { name: /Glasfaser 500/ }).check();
    await page
      .locator('label')
      .filter({ hasText: /^Telefonie/ })
      .click();
    await page
      .locator('label')
      .filter({ hasText: /^Expressinstallation/ })
      .click();
    // The form sums one-time and monthly apart: 29,90 + 4,90 monthly, the installation once.
    const formSums = plain(await page.getByRole('table', { name: 'Entgelte' }).textContent());
    expect(formSums).toContain('Einmalig gesamt€ 99,00darin 20 % USt. € 16,50 (netto € 82,50)');
    expect(formSums).toContain('Monatlich gesamt€ 34,80darin 20 % USt. € 5,80 (netto € 29,00) · Mindestvertragsdauer 24 Monate');
    await page.getByText('Die Kundin oder der Kunde akzeptiert die Allgemeinen Geschäftsbedingungen.').click();
    await page.getByText('Die Kundin oder der Kunde stimmt der Verarbeitung').click();
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();

    const submitted = page.getByRole('status').filter({ hasText: /Bestellung ORD-\d{6} übermittelt/ });
    await submitted.waitFor({ timeout: 30_000 });
    const number = /ORD-\d{6}/.exec((await submitted.textContent()) ?? '')![0];
    const link = await page.getByRole('textbox', { name: 'Link zum Unterschreiben' }).inputValue();
    expect(link).toMatch(/\/locations-order\/CID-\d{6}\/form-sign\/[A-Za-z0-9_-]{43}$/);

    // The customer got the link by mail, in German, from the portal's sender, with the sums.
    const [linkMail] = await waitFor(
      () => mailsTo('maria.huber@example.at').filter((mail) => mail.subject.includes(number)),
      (mails) => mails.length > 0,
    );
    expect(linkMail!.subject).toBe(`Bitte unterschreiben Sie Ihre Glasfaser-Bestellung ${number}`);
    expect(linkMail!.from).toContain('Glasfaser-Portal');
    expect(linkMail!.text).toContain(link);
    expect(plain(linkMail!.text)).toContain('Einmalig: € 99,00, monatlich: € 34,80 bei 24 Monaten Mindestvertragsdauer');
    expect(await ordersAwaitingSignature(page)).toBe(awaitingBefore + 1);

    // The customer, in a browser without a session, signs and downloads the PDF.
    customerBrowser = await openBrowser();
    const customer = customerBrowser.page;
    await customer.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await customer.getByRole('heading', { level: 1, name: 'Bestellformular unterschreiben' }).waitFor({ timeout: 30_000 });
    // The heading comes with the route; the order's summary follows with its data.
    await customer.getByText(`Ihre Bestellung ${number}`).waitFor({ timeout: 30_000 });
    expect(await customer.getByText(`Ihre Bestellung ${number}`).count()).toBe(1);
    expect(await customer.locator('body').textContent()).toContain('Frau Maria Huber');
    // The full order with its sums, contact data and the terms.
    const signSums = plain(await customer.getByRole('table', { name: 'Entgelte' }).textContent());
    expect(signSums).toContain('Einmalig gesamt€ 99,00');
    expect(signSums).toContain('Monatlich gesamt€ 34,80');
    const summary = plain(await customer.locator('body').textContent());
    expect(summary).toContain('Expressinstallation (€ 99,00 einmalig)');
    expect(summary).toContain('+43 664 1234567');
    expect(await customer.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ }).getAttribute('href')).toBe('/agb');
    await customer.getByRole('button', { name: 'Verbindlich unterschreiben' }).click();
    await customer.getByText('Bitte bestätigen Sie, dass Sie die Allgemeinen Geschäftsbedingungen gelesen haben und akzeptieren.').waitFor();
    await customer.getByText('Bitte unterschreiben Sie im Unterschriftsfeld.').waitFor();
    await customer.getByLabel('Ihr vollständiger Name').fill('Maria Huber');
    await drawSignature(customer);
    await customer.getByText('Ich habe die Allgemeinen Geschäftsbedingungen gelesen').click();
    await customer.getByText('Ich habe die Angaben geprüft').click();
    await customer.getByRole('button', { name: 'Verbindlich unterschreiben' }).click();
    await customer.getByText('Vielen Dank – Ihre Bestellung ist unterschrieben').waitFor({ timeout: 30_000 });

    await customer.getByRole('link', { name: 'Zur Download-Seite' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Bestellformular herunterladen' }).waitFor();
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Bestellung-${number}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toContain(number);
    expect(document.getKeywords()).toContain('Frau Maria Huber');
    const pdfText = pdfLine(pdf);
    expect(pdfText).toContain('Expressinstallation – € 99,00 einmalig');
    expect(pdfText).toContain('Einmalig gesamt € 99,00 (darin 20 % USt. € 16,50, netto € 82,50)');
    expect(pdfText).toContain('Monatlich gesamt € 34,80 (darin 20 % USt. € 5,80, netto € 29,00), Mindestvertragsdauer 24 Monate');
    expect(pdfText).not.toContain('1985');
    expect(unexpectedErrors(customerBrowser.errors)).toEqual([]);

    // The confirmation mail carries the same signed PDF.
    const confirmation = await waitFor(
      () => mailsTo('maria.huber@example.at').find((mail) => mail.subject === `Ihre unterschriebene Glasfaser-Bestellung ${number}`),
      Boolean,
    );
    expect(confirmation!.attachments![0]!.filename).toBe(`Bestellung-${number}.pdf`);
    expect(pdfLine(Buffer.from(confirmation!.attachments![0]!.contentBase64, 'base64'))).toContain('Monatlich gesamt € 34,80');

    // The dashboard counts one order fewer awaiting the signature.
    expect(await ordersAwaitingSignature(page)).toBe(awaitingBefore);

    // The ISP sees the order as signed.
    await page.goto(`${baseUrl}/locations?tab=order`);
    const order = page.getByRole('table', { name: 'Bestellungen' }).getByRole('row').filter({ hasText: number });
    await order.waitFor({ timeout: 30_000 });
    expect(await order.locator('[data-tone]').first().textContent()).toBe('Unterschrieben');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('the NOC swaps an ONT from the search to the confirmation', async () => {
    const { page, errors } = browser;
    await signInAndWait(page, 'user.noc@example.at', 'Willkommen im CID-Portal!');
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'CID/ONT-Tausch' }).click();
    await page.getByRole('heading', { level: 1, name: 'CID/ONT-Tausch' }).waitFor();
    await page.getByRole('searchbox', { name: 'Adresse oder CID' }).fill('Kirchengasse 1a 3500');
    await page.getByRole('button', { name: 'Suchen' }).click();
    const location = page.locator('[data-location="LOC-000001"]');
    await location.waitFor({ timeout: 15_000 });
    const choose = location.getByRole('button', { name: /CID-\d{6} auswählen/ }).first();
    const cid = /CID-\d{6}/.exec((await choose.getAttribute('aria-label')) ?? '')![0];
    await choose.click();

    const panel = page.getByRole('region', { name: `ONT-Tausch für ${cid}` });
    await panel.waitFor({ timeout: 15_000 });
    const oldSerial = (await panel.getByTestId('current-serial').textContent())!.trim();
    expect(oldSerial).toMatch(/^ALCL[0-9A-F]{8}$/);

    await panel.getByLabel('Seriennummer des neuen ONT').fill('ALCL123');
    await panel.getByRole('button', { name: 'ONT tauschen' }).click();
    await panel.getByText('Die Seriennummer hat die Form ALCL und acht Hexadezimalziffern').waitFor();

    const newSerial = `ALCL${Math.floor(Math.random() * 0xffffffff)
      .toString(16)
      .toUpperCase()
      .padStart(8, '0')}`;
    await panel.getByLabel('Seriennummer des neuen ONT').fill(newSerial.toLowerCase());
    await panel.getByLabel('Grund').fill('ONT defekt');
    await panel.getByRole('button', { name: 'ONT tauschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'ONT tauschen?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${oldSerial} → ${newSerial}`);
    await dialog.getByRole('button', { name: 'Tausch bestätigen' }).click();

    await page
      .getByRole('status')
      .filter({ hasText: `Das ONT von ${cid} wurde getauscht: ${oldSerial} → ${newSerial}.` })
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('current-serial').filter({ hasText: newSerial }).waitFor();
    const history = page.getByRole('table', { name: 'Bisherige Tausche' });
    expect(await history.getByRole('row').nth(1).textContent()).toContain(newSerial);
    expect(await history.getByRole('row').nth(1).textContent()).toContain('user.noc@example.at');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
