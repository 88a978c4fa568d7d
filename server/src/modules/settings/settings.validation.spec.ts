import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, validateSettings } from './settings.validation';

const valid = {
  contactName: 'Netz Wien GmbH',
  street: 'Ringstraße 1',
  postcode: '1010',
  place: 'Wien',
  phone: '+43 1 234 56 78',
  email: 'kontakt@netz.example.at',
  noticeEmails: ['noc@netz.example.at', 'technik@netz.example.at'],
  mailLanguage: 'en',
};

describe('account settings validation', () => {
  it('accepts a complete form and trims its texts', () => {
    expect(validateSettings({ ...valid, contactName: '  Netz Wien GmbH ' })).toEqual({ ok: true, values: valid });
  });

  it('needs only a contact name and an e-mail; the language defaults to German', () => {
    expect(validateSettings({ contactName: 'A', email: 'a@example.at' })).toEqual({
      ok: true,
      values: { contactName: 'A', street: '', postcode: '', place: '', phone: '', email: 'a@example.at', noticeEmails: [], mailLanguage: 'de' },
    });
  });

  it.each([
    ['contactName', { contactName: '' }, 'Feld ist nicht optional'],
    ['email', { email: 'kein-mail' }, 'E-Mail ist ungültig'],
    ['email', { email: 42 }, SETTINGS_MESSAGES.notText],
    ['postcode', { postcode: '10100a' }, SETTINGS_MESSAGES.postcode],
    ['postcode', { postcode: '123' }, SETTINGS_MESSAGES.postcode],
    ['phone', { phone: '0800-HILFE' }, SETTINGS_MESSAGES.phone],
    ['phone', { phone: '12 34' }, SETTINGS_MESSAGES.phone],
    ['street', { street: 'x'.repeat(201) }, SETTINGS_MESSAGES.tooLong],
    ['place', { place: 'Wien\u0000' }, SETTINGS_MESSAGES.controlCharacters],
    ['mailLanguage', { mailLanguage: 'fr' }, SETTINGS_MESSAGES.language],
    ['noticeEmails', { noticeEmails: 'noc@example.at' }, SETTINGS_MESSAGES.notText],
    ['noticeEmails', { noticeEmails: Array.from({ length: 21 }, (_, i) => `n${i}@example.at`) }, SETTINGS_MESSAGES.tooMany],
    ['noticeEmails.1', { noticeEmails: ['noc@example.at', 'falsch@'] }, 'E-Mail ist ungültig'],
    ['noticeEmails.0', { noticeEmails: [''] }, 'Feld ist nicht optional'],
    ['noticeEmails.2', { noticeEmails: ['a@example.at', 'b@example.at', 'A@example.at'] }, SETTINGS_MESSAGES.duplicate],
  ])('answers a bad %s with a German message beside it', (field, change, message) => {
    const result = validateSettings({ ...valid, ...change });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it('reports every bad field at once', () => {
    const result = validateSettings({ contactName: '', email: '', postcode: 'x', mailLanguage: 'x' });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fieldErrors).sort()).toEqual(['contactName', 'email', 'mailLanguage', 'postcode']);
  });
});
