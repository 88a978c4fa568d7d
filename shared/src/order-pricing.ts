/**
 * The prices of an order the way an Austrian consumer contract states them: every price
 * is a gross price including 20 % USt.; the one-time charges (set-up fees, e.g.
 * 'Expressinstallation') and the monthly charges are summed separately, each with the
 * VAT it contains. Written once for the BFF (signing page, PDF, order overview) and the
 * web client (order form), so both show the same cents. Pure functions.
 *
 * Sums are computed in whole cents: adding 0.1 + 0.2 in floating point is not a price.
 */

/** How a product is charged (CRM `cos_chargetype`). */
export type ChargeType = 'MONTHLY' | 'ONE_TIME' | 'MONTHLY_AND_SETUP';

/** Austrian standard VAT rate in percent (§ 10 Abs. 1 UStG). */
export const VAT_RATE_PERCENT = 20;

/** A product as the sums need it; fees are gross euros, null where the product has none. */
export interface PricedProduct {
  chargeType: ChargeType;
  monthlyFee: number | null;
  setupFee: number | null;
}

/** One sum, gross with the VAT it contains and the net amount, in euros. */
export interface PriceSum {
  gross: number;
  net: number;
  vat: number;
}

export interface OrderPrices {
  monthly: PriceSum;
  oneTime: PriceSum;
  vatRatePercent: number;
}

const cents = (euros: number | null): number => (euros === null ? 0 : Math.round(euros * 100));

/** The monthly fee a product adds to the monthly sum (none for one-time products). */
export function monthlyPart(product: PricedProduct): number | null {
  return product.chargeType === 'ONE_TIME' ? null : product.monthlyFee;
}

/** The one-time fee a product adds to the one-time sum (none for purely monthly products). */
export function oneTimePart(product: PricedProduct): number | null {
  if (product.chargeType === 'MONTHLY') return null;
  // A one-time product without a set-up fee field keeps its price in the fee field.
  return product.setupFee ?? (product.chargeType === 'ONE_TIME' ? product.monthlyFee : null);
}

/** Gross cents split into net and VAT: the VAT contained in a gross price is gross × 20/120, rounded to the cent. */
export function sumOfCents(grossCents: number): PriceSum {
  const vatCents = Math.round((grossCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { gross: grossCents / 100, net: (grossCents - vatCents) / 100, vat: vatCents / 100 };
}

/** The one-time and the monthly sums of the products of an order. */
export function orderPrices(products: readonly PricedProduct[]): OrderPrices {
  let monthly = 0;
  let oneTime = 0;
  for (const product of products) {
    monthly += cents(monthlyPart(product));
    oneTime += cents(oneTimePart(product));
  }
  return { monthly: sumOfCents(monthly), oneTime: sumOfCents(oneTime), vatRatePercent: VAT_RATE_PERCENT };
}

/** Euros in the reader's language, e.g. '€ 1.234,50' in Austrian German. */
export function formatEuro(amount: number, language: 'de' | 'en' = 'de'): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-AT', { style: 'currency', currency: 'EUR' }).format(amount);
}
