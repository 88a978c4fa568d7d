import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOrderForm } from '@fibre-portal/shared/order-form';
import { clearOrderForm, loadOrderForm, newFormKey, saveOrderForm } from './form-storage';

/** The server's pattern of an idempotency key (orders.service.ts). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the stored order form', () => {
  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 20 }, newFormKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(KEY_PATTERN);
  });

  it('makes a key without crypto.randomUUID, which browsers offer only over https', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const key = newFormKey();
      expect(key).toMatch(KEY_PATTERN);
      expect(key).toHaveLength(32);
      expect(newFormKey()).not.toBe(key);
    } finally {
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });

  it('keeps one form per CID in session storage, completing fields a stored form lacks', () => {
    saveOrderForm('CID-000123', { key: 'k'.repeat(20), ispAccountId: 'isp-0001', values: { ...emptyOrderForm(), firstName: 'Maria' } });
    sessionStorage.setItem('portal.order-form.CID-000124', JSON.stringify({ key: 'x'.repeat(20), values: { lastName: 'Gruber' } }));
    expect(loadOrderForm('CID-000123')).toEqual({ key: 'k'.repeat(20), ispAccountId: 'isp-0001', values: { ...emptyOrderForm(), firstName: 'Maria' } });
    expect(loadOrderForm('CID-000124')).toEqual({ key: 'x'.repeat(20), ispAccountId: '', values: { ...emptyOrderForm(), lastName: 'Gruber' } });
    expect(localStorage.length).toBe(0);
    clearOrderForm('CID-000123');
    expect(loadOrderForm('CID-000123')).toBeNull();
    expect(loadOrderForm('CID-000124')).not.toBeNull();
  });

  it.each([['not json'], [JSON.stringify({ values: {} })], [JSON.stringify({ key: 'k'.repeat(20), values: null })]])(
    'ignores a stored form it cannot read: %s',
    (text) => {
      sessionStorage.setItem('portal.order-form.CID-000123', text);
      expect(loadOrderForm('CID-000123')).toBeNull();
    },
  );
});
