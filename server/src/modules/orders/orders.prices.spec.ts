/**
 * The sums of every product combination the seeded catalogue allows (each main product
 * with every subset of add-ons), through the same mapping the BFF applies to the CRM's
 * product rows: one-time and monthly apart, in whole cents, with the USt. they contain.
 */
import { describe, expect, it } from 'vitest';
import { CHARGE_TYPE, PRODUCTS, PRODUCT_TYPE } from '../../embedded/upstream/catalogues';
import { toScaProduct } from '../reference';
import { priceOrder } from './orders.prices';
import { formatEuro, orderPrices, sumOfCents } from '@fibre-portal/shared/order-pricing';

/** The CRM rows as the embedded upstream seeds them (generate.ts). */
const catalogue = PRODUCTS.map((p) =>
  toScaProduct({
    cos_productid: p.id,
    cos_name: p.name,
    cos_producttype: p.type,
    cos_description: p.description,
    cos_downloadmbit: p.down,
    cos_uploadmbit: p.up,
    cos_chargetype: p.charge ?? CHARGE_TYPE.monthly,
    cos_monthlyfee: p.charge === CHARGE_TYPE.oneTime ? null : p.fee,
    cos_setupfee: p.charge === CHARGE_TYPE.oneTime ? p.fee : (p.setup ?? null),
  }),
);
const mains = PRODUCTS.filter((p) => p.type === PRODUCT_TYPE.main);
const addOns = PRODUCTS.filter((p) => p.type === PRODUCT_TYPE.addOn);
const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

describe('order sums', () => {
  it(`prices all ${mains.length * 2 ** addOns.length} combinations: one-time and monthly apart, to the cent`, () => {
    let checked = 0;
    for (const main of mains) {
      for (const chosen of subsets(addOns)) {
        const products = [main, ...chosen];
        // Expected, from the catalogue's definitions in whole cents.
        let monthly = 0;
        let oneTime = 0;
        for (const p of products) {
          if (p.charge === CHARGE_TYPE.oneTime) oneTime += Math.round(p.fee * 100);
          else monthly += Math.round(p.fee * 100);
          if (p.charge === CHARGE_TYPE.monthlyAndSetup) oneTime += Math.round(p.setup! * 100);
        }
        const prices = priceOrder(
          { mainProduct: { id: main.id, name: main.name }, addOnProducts: chosen.map((p) => ({ id: p.id, name: p.name })), contractTermMonths: 24 },
          catalogue,
        );
        expect(prices.complete).toBe(true);
        expect(Math.round(prices.monthly.gross * 100)).toBe(monthly);
        expect(Math.round(prices.oneTime.gross * 100)).toBe(oneTime);
        for (const sum of [prices.monthly, prices.oneTime]) {
          // Exact cents (no floating-point remainders), net + USt. = gross, USt. = 20/120 of gross.
          for (const amount of [sum.gross, sum.vat, sum.net])
            expect(Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6).toBe(true);
          expect(Math.round(sum.net * 100) + Math.round(sum.vat * 100)).toBe(Math.round(sum.gross * 100));
          expect(Math.abs(sum.vat * 100 - (sum.gross * 100) / 6)).toBeLessThanOrEqual(0.5);
        }
        expect(prices.lines.map((line) => line.productId)).toEqual(products.map((p) => p.id));
        checked += 1;
      }
    }
    expect(checked).toBe(mains.length * 2 ** addOns.length);
    expect(checked).toBeGreaterThan(100);
  });

  it('charges the Expressinstallation once, not per month', () => {
    const prices = priceOrder(
      {
        mainProduct: { id: 'GF-500', name: 'Glasfaser 500' },
        addOnProducts: [
          { id: 'AO-VOIP', name: 'Telefonie' },
          { id: 'AO-EXPRESS', name: 'Expressinstallation' },
        ],
        contractTermMonths: 36,
      },
      catalogue,
    );
    expect(prices.monthly).toEqual({ gross: 34.8, vat: 5.8, net: 29 });
    expect(prices.oneTime).toEqual({ gross: 99, vat: 16.5, net: 82.5 });
    expect(prices.lines.find((line) => line.productId === 'AO-EXPRESS')).toMatchObject({ chargeType: 'ONE_TIME', monthlyFee: null, setupFee: 99 });
  });

  it('adds the set-up fee of a product charged monthly and once to both sums', () => {
    const prices = priceOrder({ mainProduct: { id: 'GFB-1000', name: 'Glasfaser Business 1000' }, addOnProducts: [], contractTermMonths: 24 }, catalogue);
    expect(prices.monthly.gross).toBe(79);
    expect(prices.oneTime.gross).toBe(199);
  });

  it('marks a product missing from the catalogue instead of pricing it at zero silently', () => {
    const prices = priceOrder(
      { mainProduct: { id: 'GF-75', name: 'Glasfaser 75' }, addOnProducts: [], contractTermMonths: 24 },
      catalogue.filter((p) => p.id !== 'GF-75'),
    );
    expect(prices.complete).toBe(false);
    expect(prices.monthly.gross).toBe(0);
  });

  it('sums 0.1 + 0.2 as 0.30, and splits the USt. to the cent', () => {
    expect(
      orderPrices([
        { chargeType: 'MONTHLY', monthlyFee: 0.1, setupFee: null },
        { chargeType: 'MONTHLY', monthlyFee: 0.2, setupFee: null },
      ]).monthly.gross,
    ).toBe(0.3);
    expect(sumOfCents(1)).toEqual({ gross: 0.01, vat: 0, net: 0.01 });
    expect(sumOfCents(3480)).toEqual({ gross: 34.8, vat: 5.8, net: 29 });
    expect(formatEuro(1234.5)).toBe('€\u00a01.234,50');
  });
});
