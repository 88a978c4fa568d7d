/**
 * The signed order as a PDF (A4, in the order's language: German or English), generated on the server with pdf-lib: the order
 * data as text in a standard font, the customer's signature as an image, and the order
 * number, customer name and products in the document's metadata (title, subject,
 * keywords), so that archives and tests can find them without rendering the page.
 *
 * It holds what the customer saw on the signing page and nothing more: the birth date,
 * which the signing page does not show, stays out. Prices are stated as an Austrian
 * consumer contract states them: gross incl. 20 % USt., one-time and monthly sums apart,
 * each with the USt. it contains, the minimum term beside the monthly sum.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { referenceLabelEn } from '../../lib/reference-labels';
import type { OrderPricesModel } from './orders.prices';

export interface OrderDocument {
  number: string;
  cid: string;
  ispName: string;
  customer: {
    salutation: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
  };
  address: { street: string | null; houseNumber: string | null; unit: string | null; postcode: string | null; place: string | null; region: string | null };
  prices: OrderPricesModel;
  contractTermMonths: number | null;
  preferredDate: string | null;
  installationNotes: string | null;
  consentTerms: boolean;
  consentDataProcessing: boolean;
  submittedAt: string | null;
  signedAt: string;
  signerName: string;
  /** The signature PNG (already checked by `inspectPng`). */
  signaturePng: Buffer;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const BRAND = rgb(0.0, 0.36, 0.56);

export type DocumentLanguage = 'de' | 'en';

const VIENNA_DATE = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric' });
const VIENNA_TIME = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hour12: false });
const EURO = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const EURO_EN = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '2026-11-22' → '22.11.2026' (German) or '22/11/2026' (English, as the signing page writes it). */
export const formatDay = (day: string | null, language: DocumentLanguage = 'de') => {
  if (day === null) return '–';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return language === 'en' ? `${match[3]}/${match[2]}/${match[1]}` : `${match[3]}.${match[2]}.${match[1]}`;
};
export const formatInstant = (iso: string | null, language: DocumentLanguage = 'de') => {
  if (iso === null) return '–';
  const date = VIENNA_DATE.format(new Date(iso));
  const time = VIENNA_TIME.format(new Date(iso));
  return language === 'en' ? `${date.replace(/\./g, '/')} at ${time}` : `${date} um ${time} Uhr`;
};
export const euro = (amount: number, language: DocumentLanguage = 'de') => (language === 'en' ? `€${EURO_EN.format(amount)}` : `€ ${EURO.format(amount)}`);

/** What one product costs, e.g. '€ 29,90 monatlich' or '€ 99,00 einmalig' or both ('€99.00 once' in English). */
export function feeText(line: { chargeType: string; monthlyFee: number | null; setupFee: number | null }, language: DocumentLanguage = 'de'): string {
  const t = PDF_TEXTS[language];
  const parts: string[] = [];
  if (line.chargeType !== 'ONE_TIME' && line.monthlyFee !== null) parts.push(`${euro(line.monthlyFee, language)} ${t.monthly}`);
  if (line.chargeType !== 'MONTHLY' && line.setupFee !== null) parts.push(`${euro(line.setupFee, language)} ${t.once}`);
  return parts.length === 0 ? t.priceUnknown : parts.join(' + ');
}

/** Every text of the document, in German (default) and English. */
const PDF_TEXTS = {
  de: {
    portal: 'Glasfaser-Portal',
    title: 'Auftrag für einen Glasfaseranschluss',
    docTitle: (number: string) => `Auftrag ${number} – Glasfaseranschluss`,
    docSubject: (cid: string, name: string, products: string) => `Glasfaseranschluss ${cid} für ${name}: ${products}`,
    number: 'Auftragsnummer',
    isp: 'Internetanbieter',
    submittedAt: 'Übermittelt am',
    customer: 'Kundin / Kunde',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Anschlussadresse',
    street: 'Straße',
    place: 'Ort',
    region: 'Bundesland',
    products: 'Produkte',
    mainProduct: 'Hauptprodukt',
    addOns: 'Zusatzprodukte',
    none: 'keine',
    preferredDate: 'Wunschtermin',
    charges: 'Entgelte (Bruttopreise inkl. 20 % USt.)',
    oneTimeTotal: 'Einmalig gesamt',
    monthlyTotal: 'Monatlich gesamt',
    vatLine: (gross: string, rate: number, vat: string, net: string) => `${gross} (darin ${rate} % USt. ${vat}, netto ${net})`,
    term: (months: number) => `, Mindestvertragsdauer ${months} Monate`,
    notes: 'Hinweise zur Installation',
    consents: 'Zustimmungen',
    terms: 'AGB akzeptiert',
    termsYes: 'Ja, bei der Unterschrift (AGB des Glasfaser-Portals)',
    no: 'Nein',
    dataProcessing: 'Datenverarbeitung',
    agreed: 'Zugestimmt',
    notAgreed: 'Nicht zugestimmt',
    signature: 'Unterschrift',
    signedBy: (name: string, at: string) => `Unterschrieben von ${name} am ${at}`,
    footer: (number: string) => `Auftrag ${number} · erstellt vom Glasfaser-Portal`,
    monthly: 'monatlich',
    once: 'einmalig',
    priceUnknown: 'Preis unbekannt',
    fileName: (number: string) => `Bestellung-${number}.pdf`,
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  en: {
    portal: 'Fibre portal',
    title: 'Order for a fibre connection',
    docTitle: (number: string) => `Order ${number} – fibre connection`,
    docSubject: (cid: string, name: string, products: string) => `Fibre connection ${cid} for ${name}: ${products}`,
    number: 'Order number',
    isp: 'Internet provider',
    submittedAt: 'Submitted on',
    customer: 'Customer',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Connection address',
    street: 'Street',
    place: 'Place',
    region: 'Federal state',
    products: 'Products',
    mainProduct: 'Main product',
    addOns: 'Add-ons',
    none: 'none',
    preferredDate: 'Preferred date',
    charges: 'Charges (gross prices incl. 20 % VAT)',
    oneTimeTotal: 'One-time total',
    monthlyTotal: 'Monthly total',
    vatLine: (gross: string, rate: number, vat: string, net: string) => `${gross} (incl. ${rate} % VAT ${vat}, net ${net})`,
    term: (months: number) => `, minimum term ${months} months`,
    notes: 'Installation notes',
    consents: 'Consents',
    terms: 'Terms accepted',
    termsYes: 'Yes, when signing (terms and conditions of the fibre portal)',
    no: 'No',
    dataProcessing: 'Data processing',
    agreed: 'Agreed',
    notAgreed: 'Not agreed',
    signature: 'Signature',
    signedBy: (name: string, at: string) => `Signed by ${name} on ${at}`,
    footer: (number: string) => `Order ${number} · created by the fibre portal`,
    monthly: 'per month',
    once: 'once',
    priceUnknown: 'price unknown',
    fileName: (number: string) => `Order-${number}.pdf`,
    pageOf: (page: number, pages: number) => `page ${page} of ${pages}`,
  },
} as const;

/** The file name of the signed order's PDF: 'Bestellung-ORD-000123.pdf' or 'Order-ORD-000123.pdf'. */
export const orderPdfFileName = (number: string, language: DocumentLanguage = 'de') => PDF_TEXTS[language].fileName(number);

/** The salutations in English (the web's `ordering.salutations`); a company is named without one. */
const SALUTATIONS_EN: Readonly<Record<string, string | null>> = { Frau: 'Ms', Herr: 'Mr', Divers: 'Mx', Firma: null };

/** 'Herr Jürgen Maßmann' in German, 'Mr Jürgen Maßmann' in English. */
export function customerName(customer: Pick<OrderDocument['customer'], 'salutation' | 'firstName' | 'lastName'>, language: DocumentLanguage = 'de'): string {
  const salutation = language === 'en' && customer.salutation !== null ? (SALUTATIONS_EN[customer.salutation] ?? customer.salutation) : customer.salutation;
  return [salutation, customer.firstName, customer.lastName].filter((part) => part !== null && part !== '').join(' ');
}

/** A writer that keeps the cursor and starts a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly encodable = new Map<string, boolean>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /**
   * The standard fonts speak WinAnsi (Latin-1 plus a few signs): German text fits; any
   * other character becomes its letter without accents, or '?'.
   */
  safe(text: string): string {
    let out = '';
    for (const char of text.replace(/\r\n?/g, '\n')) {
      if (char === '\n' || char === '\t') {
        out += ' ';
        continue;
      }
      if (this.canEncode(char)) {
        out += char;
        continue;
      }
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += plain !== '' && [...plain].every((part) => this.canEncode(part)) ? plain : '?';
    }
    return out;
  }

  private canEncode(char: string): boolean {
    let known = this.encodable.get(char);
    if (known === undefined) {
      try {
        this.font.encodeText(char);
        known = true;
      } catch {
        known = false;
      }
      this.encodable.set(char, known);
    }
    return known;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 24) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  gap(height: number): void {
    this.y -= height;
  }

  line(text: string, options: { size?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; indent?: number } = {}): void {
    const size = options.size ?? 10.5;
    this.ensure(size * 1.5);
    this.y -= size * 1.4;
    this.page.drawText(this.safe(text), {
      x: MARGIN + (options.indent ?? 0),
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: options.colour ?? TEXT,
    });
  }

  /** Label and value side by side; long values wrap under themselves. */
  field(label: string, value: string): void {
    const size = 10.5;
    const labelWidth = 170;
    const width = A4[0] - 2 * MARGIN - labelWidth;
    const lines = this.wrap(this.safe(value), size, width);
    this.ensure(lines.length * size * 1.4);
    this.y -= size * 1.4;
    this.page.drawText(this.safe(label), { x: MARGIN, y: this.y, size, font: this.font, color: MUTED });
    lines.forEach((text, index) => {
      if (index > 0) this.y -= size * 1.4;
      this.page.drawText(text, { x: MARGIN + labelWidth, y: this.y, size, font: this.font, color: TEXT });
    });
  }

  heading(text: string): void {
    this.ensure(40);
    this.gap(10);
    this.line(text, { size: 12.5, bold: true, colour: BRAND });
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 4 }, end: { x: A4[0] - MARGIN, y: this.y - 4 }, thickness: 0.5, color: rgb(0.8, 0.82, 0.86) });
    this.gap(4);
  }

  paragraph(text: string): void {
    const size = 10.5;
    for (const line of this.wrap(this.safe(text), size, A4[0] - 2 * MARGIN)) this.line(line, { size });
  }

  image(png: Awaited<ReturnType<PDFDocument['embedPng']>>, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / png.width, maxHeight / png.height, 1);
    const width = png.width * scale;
    const height = png.height * scale;
    this.ensure(height + 10);
    this.y -= height + 6;
    this.page.drawImage(png, { x: MARGIN, y: this.y, width, height });
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + Math.max(width, 220), y: this.y - 3 }, thickness: 0.7, color: MUTED });
    this.gap(4);
  }

  /** `text` and the page number on every page; `pageOf` says 'Seite 1 von 2' or 'page 1 of 2'. */
  footer(text: string, pageOf: (page: number, pages: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(this.safe(`${text} · ${pageOf(index + 1, pages.length)}`), { x: MARGIN, y: MARGIN - 20, size: 8, font: this.font, color: MUTED });
    });
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/ +/)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (this.font.widthOfTextAtSize(candidate, size) <= width || current === '') {
        current = candidate;
        // A single word wider than the line is cut, not left to run off the page.
        while (this.font.widthOfTextAtSize(current, size) > width && current.length > 1) {
          let cut = current.length - 1;
          while (cut > 1 && this.font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
          lines.push(current.slice(0, cut));
          current = current.slice(cut);
        }
      } else {
        lines.push(current);
        current = word;
      }
    }
    if (current !== '') lines.push(current);
    return lines.length > 0 ? lines : [''];
  }
}

export async function renderOrderPdf(order: OrderDocument, language: DocumentLanguage = 'de'): Promise<Uint8Array> {
  const t = PDF_TEXTS[language];
  const doc = await PDFDocument.create();
  const name = customerName(order.customer, language);
  const productName = (line: { name: string }) => (language === 'en' ? referenceLabelEn(line.name) : line.name);
  const products = order.prices.lines.map(productName);
  const signedAt = new Date(order.signedAt);
  doc.setTitle(t.docTitle(order.number));
  doc.setSubject(t.docSubject(order.cid, name, products.join(', ')));
  doc.setKeywords([order.number, order.cid, name, ...products]);
  doc.setAuthor(order.ispName);
  doc.setCreator(t.portal);
  doc.setProducer(`${t.portal} (pdf-lib)`);
  doc.setLanguage(language === 'en' ? 'en-GB' : 'de-AT');
  // The document of a signature is the same whenever it is downloaded.
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);

  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const signature = await doc.embedPng(order.signaturePng);

  writer.line(t.portal, { size: 9, colour: MUTED });
  writer.line(t.title, { size: 18, bold: true });
  writer.gap(6);
  writer.field(t.number, order.number);
  writer.field('CID', order.cid);
  writer.field(t.isp, order.ispName);
  writer.field(t.submittedAt, formatInstant(order.submittedAt, language));

  writer.heading(t.customer);
  writer.field(t.name, name);
  writer.field(t.email, order.customer.email ?? '–');
  writer.field(t.phone, order.customer.phone ?? '–');

  writer.heading(t.address);
  const street = [order.address.street, order.address.houseNumber].filter(Boolean).join(' ');
  writer.field(t.street, [street, order.address.unit].filter(Boolean).join(', ') || '–');
  writer.field(t.place, [order.address.postcode, order.address.place].filter(Boolean).join(' ') || '–');
  if (order.address.region) writer.field(t.region, language === 'en' ? referenceLabelEn(order.address.region) : order.address.region);

  writer.heading(t.products);
  const main = order.prices.lines.filter((line) => line.kind === 'MAIN');
  const addOns = order.prices.lines.filter((line) => line.kind === 'ADD_ON');
  if (main.length === 0) writer.field(t.mainProduct, '–');
  main.forEach((line) => writer.field(t.mainProduct, `${productName(line)} – ${feeText(line, language)}`));
  if (addOns.length === 0) writer.field(t.addOns, t.none);
  addOns.forEach((line, index) => writer.field(index === 0 ? t.addOns : '', `${productName(line)} – ${feeText(line, language)}`));
  writer.field(t.preferredDate, formatDay(order.preferredDate, language));

  const { monthly, oneTime, vatRatePercent } = order.prices;
  const money = (amount: number) => euro(amount, language);
  const term = order.contractTermMonths === null ? '' : t.term(order.contractTermMonths);
  writer.heading(t.charges);
  writer.field(t.oneTimeTotal, t.vatLine(money(oneTime.gross), vatRatePercent, money(oneTime.vat), money(oneTime.net)));
  writer.field(t.monthlyTotal, `${t.vatLine(money(monthly.gross), vatRatePercent, money(monthly.vat), money(monthly.net))}${term}`);

  if (order.installationNotes) {
    writer.heading(t.notes);
    writer.paragraph(order.installationNotes);
  }

  writer.heading(t.consents);
  writer.field(t.terms, order.consentTerms ? t.termsYes : t.no);
  writer.field(t.dataProcessing, order.consentDataProcessing ? t.agreed : t.notAgreed);

  writer.heading(t.signature);
  writer.image(signature, 260, 100);
  writer.line(t.signedBy(order.signerName, formatInstant(order.signedAt, language)), { size: 10 });

  writer.footer(t.footer(order.number), t.pageOf);
  return doc.save();
}
