/**
 * The customer's mails of an order: the signing link when the ISP submits it (and again on
 * request, at most `SIGNING_MAILS_PER_HOUR` per order and hour), and the confirmation with
 * the signed PDF attached. Both go through the portal's mailer (SMTP or the dev outbox) with
 * the portal's sender, in the language chosen for the customer on the order form. Every
 * mail sent is recorded in the portal's database (`order_mails`): the order overview shows
 * when the link went out, and the rate limit counts from there.
 */
import type { Services } from '../../services';
import type { CrmOrder } from '../../sources/crm-orders-client';
import { formatEuro } from '@fibre-portal/shared/order-pricing';
import { customerName } from './orders.pdf';
import type { OrderPricesModel } from './orders.prices';

export const SIGNING_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export type MailLanguage = 'de' | 'en';
export const languageOf = (order: Pick<CrmOrder, 'cos_customer_language'>): MailLanguage => (order.cos_customer_language === 'en' ? 'en' : 'de');

export interface SigningMailInfo {
  to: string;
  lastSentAt: string;
  count: number;
}

type MailServices = Pick<Services, 'mailer' | 'db' | 'config'>;

function greeting(order: CrmOrder, language: MailLanguage): string {
  const name = customerName({
    salutation: order.cos_customer_salutation ?? null,
    firstName: order.cos_customer_firstname ?? null,
    lastName: order.cos_customer_lastname ?? null,
  });
  if (language === 'en') return `Dear ${[order.cos_customer_firstname, order.cos_customer_lastname].filter(Boolean).join(' ') || 'customer'},`;
  const salutation = order.cos_customer_salutation;
  if (salutation === 'Frau') return `Sehr geehrte ${name},`;
  if (salutation === 'Herr') return `Sehr geehrter ${name},`;
  return `Guten Tag ${name},`;
}

function sums(prices: OrderPricesModel, term: number | null, language: MailLanguage): string {
  const euro = (amount: number) => formatEuro(amount, language);
  if (language === 'en') {
    return `One-time: ${euro(prices.oneTime.gross)}, monthly: ${euro(prices.monthly.gross)}${term === null ? '' : ` for a minimum term of ${term} months`} (gross prices incl. 20 % VAT).`;
  }
  return `Einmalig: ${euro(prices.oneTime.gross)}, monatlich: ${euro(prices.monthly.gross)}${term === null ? '' : ` bei ${term} Monaten Mindestvertragsdauer`} (Bruttopreise inkl. 20 % USt.).`;
}

export function signingMailText(
  order: CrmOrder,
  ispName: string,
  link: string,
  prices: OrderPricesModel,
  language: MailLanguage,
): { subject: string; text: string } {
  const term = order.cos_contractterm ?? null;
  if (language === 'en') {
    return {
      subject: `Please sign your fibre order ${order.cos_ordernumber}`,
      text: `${greeting(order, language)}\n\n${ispName} has prepared your order ${order.cos_ordernumber} for a fibre connection (${order.cos_cid}).\n${sums(prices, term, language)}\n\nPlease check it and sign it online:\n\n${link}\n\nThe link is personal; please do not pass it on. If you did not expect this order, ignore this e-mail and contact ${ispName}.\n`,
    };
  }
  return {
    subject: `Bitte unterschreiben Sie Ihre Glasfaser-Bestellung ${order.cos_ordernumber}`,
    text: `${greeting(order, language)}\n\n${ispName} hat Ihre Bestellung ${order.cos_ordernumber} für einen Glasfaseranschluss (${order.cos_cid}) vorbereitet.\n${sums(prices, term, language)}\n\nBitte prüfen und unterschreiben Sie sie online:\n\n${link}\n\nDer Link ist persönlich; bitte geben Sie ihn nicht weiter. Wenn Sie diese Bestellung nicht erwartet haben, ignorieren Sie diese E-Mail und wenden Sie sich an ${ispName}.\n`,
  };
}

export function confirmationMailText(order: CrmOrder, ispName: string, prices: OrderPricesModel, language: MailLanguage): { subject: string; text: string } {
  const term = order.cos_contractterm ?? null;
  if (language === 'en') {
    return {
      subject: `Your signed fibre order ${order.cos_ordernumber}`,
      text: `${greeting(order, language)}\n\nthank you for signing your order ${order.cos_ordernumber} with ${ispName}. The signed order is attached as a PDF.\n${sums(prices, term, language)}\n\n${ispName} will contact you about the installation date.\n`,
    };
  }
  return {
    subject: `Ihre unterschriebene Glasfaser-Bestellung ${order.cos_ordernumber}`,
    text: `${greeting(order, language)}\n\nvielen Dank für Ihre Unterschrift. Ihre Bestellung ${order.cos_ordernumber} bei ${ispName} ist verbindlich; die unterschriebene Bestellung finden Sie als PDF im Anhang.\n${sums(prices, term, language)}\n\n${ispName} meldet sich bei Ihnen wegen des Installationstermins.\n`,
  };
}

async function record(services: MailServices, order: CrmOrder, kind: 'signing' | 'confirmation', language: MailLanguage, sentBy: string | null): Promise<void> {
  await services.db.query(`INSERT INTO order_mails (order_id, order_number, kind, to_address, language, sent_by) VALUES ($1, $2, $3, $4, $5, $6)`, [
    order.cos_orderid,
    order.cos_ordernumber,
    kind,
    order.cos_customer_email ?? '',
    language,
    sentBy,
  ]);
}

/** Sends the signing link and records it; throws when the mailer fails (nothing is recorded then). */
export async function sendSigningMail(
  services: MailServices,
  order: CrmOrder,
  ispName: string,
  link: string,
  prices: OrderPricesModel,
  sentBy: string | null,
): Promise<void> {
  if (!order.cos_customer_email) return;
  const language = languageOf(order);
  await services.mailer.send({ to: order.cos_customer_email, ...signingMailText(order, ispName, link, prices, language) });
  await record(services, order, 'signing', language, sentBy);
}

export async function sendConfirmationMail(
  services: MailServices,
  order: CrmOrder,
  ispName: string,
  prices: OrderPricesModel,
  pdf: { fileName: string; pdf: Uint8Array },
): Promise<void> {
  if (!order.cos_customer_email) return;
  const language = languageOf(order);
  await services.mailer.send({
    to: order.cos_customer_email,
    ...confirmationMailText(order, ispName, prices, language),
    attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.pdf }],
  });
  await record(services, order, 'confirmation', language, null);
}

/** The signing mails of orders: the last address, time and count per order. */
export async function signingMailsOf(services: Pick<Services, 'db'>, orderIds: readonly string[]): Promise<Map<string, SigningMailInfo>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await services.db.query<{ order_id: string; to_address: string; last_sent: Date | string; count: number | string }>(
    `SELECT order_id, (array_agg(to_address ORDER BY sent_at DESC))[1] AS to_address, max(sent_at) AS last_sent, count(*) AS count
       FROM order_mails WHERE kind = 'signing' AND order_id = ANY($1::text[]) GROUP BY order_id`,
    [[...orderIds]],
  );
  return new Map(rows.map((row) => [row.order_id, { to: row.to_address, lastSentAt: new Date(row.last_sent).toISOString(), count: Number(row.count) }]));
}

/**
 * When the next signing mail of an order may go out: null when now, else the moment the
 * oldest of the last hour's mails leaves the window.
 */
export async function nextSigningMailAt(services: Pick<Services, 'db'>, orderId: string, now = Date.now()): Promise<Date | null> {
  const { rows } = await services.db.query<{ sent_at: Date | string }>(
    `SELECT sent_at FROM order_mails WHERE kind = 'signing' AND order_id = $1 AND sent_at > $2 ORDER BY sent_at ASC`,
    [orderId, new Date(now - HOUR_MS).toISOString()],
  );
  if (rows.length < SIGNING_MAILS_PER_HOUR) return null;
  return new Date(new Date(rows[0]!.sent_at).getTime() + HOUR_MS);
}
