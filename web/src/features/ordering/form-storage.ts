import { emptyOrderForm, type OrderFormValues } from '@fibre-portal/shared/order-form';

/**
 * The order form in the tab's session storage until its success has been shown: the
 * idempotency key with it, so that a reload, or a send whose answer got lost, sends the
 * same form again and the server answers the order it stored the first time. Session
 * storage rather than local storage: customer data does not outlive the browser tab.
 */
export interface StoredOrderForm {
  key: string;
  values: OrderFormValues;
  ispAccountId: string;
}

const PREFIX = 'portal.order-form.';

/** A fresh idempotency key: 128 random bits, as the server's key pattern allows. */
export function newFormKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); a portal reached over plain
  // http inside a network would otherwise fail to open the form. getRandomValues exists everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function loadOrderForm(cid: string): StoredOrderForm | null {
  try {
    const text = globalThis.sessionStorage?.getItem(PREFIX + cid);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredOrderForm>;
    if (typeof stored.key !== 'string' || typeof stored.values !== 'object' || stored.values === null) return null;
    return {
      key: stored.key,
      values: { ...emptyOrderForm(), ...stored.values },
      ispAccountId: typeof stored.ispAccountId === 'string' ? stored.ispAccountId : '',
    };
  } catch {
    return null;
  }
}

export function saveOrderForm(cid: string, form: StoredOrderForm): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + cid, JSON.stringify(form));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses it.
  }
}

export function clearOrderForm(cid: string): void {
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + cid);
  } catch {
    // Nothing stored.
  }
}
