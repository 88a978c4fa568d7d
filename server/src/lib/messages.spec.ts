import { describe, expect, it } from 'vitest';
import { MESSAGES_EN, messageEn } from './messages';
import { REFERENCE_LABELS_EN } from './reference-labels';
import { errorMessageEn } from '../graphql/language-plugin';
import { SETTINGS_MESSAGES } from '../modules/settings/settings.validation';
import { SETTINGS_ACCESS_MESSAGES } from '../modules/settings/settings.service';
import { USER_MESSAGES, USER_RULE_MESSAGES } from '../modules/users';
import { REASON_REQUIRED } from '../modules/pans';
import { SWITCH_MESSAGES } from '../modules/navigation';
import { FORM_MESSAGES_EN, ONT_MESSAGES, ORDER_MESSAGES, SIGNING_MESSAGES } from '@fibre-portal/shared/order-form';
import { ALREADY_SIGNED, CONSENT_REQUIRED, EXPIRED_LINK, INVALID_LINK, NOT_SIGNED_YET } from '../modules/orders/orders.signing';
import { SIGNATURE_THROTTLE_MESSAGE, SIGNING_THROTTLE_MESSAGE } from '../modules/orders/orders.throttle';

const placeholders = (text: string) => [...text.matchAll(/\{([a-z]+)\}/g)].map((match) => match[1]).sort();

describe('the English counterparts of the BFF messages', () => {
  it('keeps every placeholder and speaks English', () => {
    for (const [german, english] of MESSAGES_EN) {
      expect(placeholders(english), german).toEqual(placeholders(german));
      expect(english, german).not.toMatch(/[äöüÄÖÜß]/);
    }
    for (const english of Object.values(REFERENCE_LABELS_EN)) expect(english).not.toMatch(/[äöüÄÖÜß]/);
  });

  it('knows the messages of settings, user administration and approvals', () => {
    const german = [
      ...Object.values(SETTINGS_MESSAGES),
      ...Object.values(SETTINGS_ACCESS_MESSAGES),
      ...Object.values(USER_RULE_MESSAGES),
      ...Object.values(USER_MESSAGES),
      REASON_REQUIRED,
      ...Object.values(SWITCH_MESSAGES),
    ];
    expect(german.filter((message) => messageEn(message) === message)).toEqual([]);
  });

  it('knows every message of the order form, the signing page and the ONT swap, German kept verbatim', () => {
    const german = [
      ...Object.values(ORDER_MESSAGES),
      ...Object.values(SIGNING_MESSAGES),
      ...Object.values(ONT_MESSAGES),
      INVALID_LINK,
      EXPIRED_LINK,
      ALREADY_SIGNED,
      NOT_SIGNED_YET,
      CONSENT_REQUIRED,
      SIGNING_THROTTLE_MESSAGE,
      SIGNATURE_THROTTLE_MESSAGE,
    ];
    expect(german.filter((message) => messageEn(message) === message)).toEqual([]);
    expect(FORM_MESSAGES_EN.map(([de]) => de)).toEqual([...Object.values(ORDER_MESSAGES), ...Object.values(SIGNING_MESSAGES), ...Object.values(ONT_MESSAGES)]);
    expect(messageEn(ORDER_MESSAGES.secondMainProduct)).toBe('An order has exactly one main product. A second main product cannot be ordered as an add-on.');
    expect(messageEn('Die Bestellung ORD-000123 ist unterschrieben und kann nicht mehr storniert werden.')).toBe(
      'The order ORD-000123 is signed and can no longer be cancelled.',
    );
    expect(
      messageEn(
        'Der Link wurde in der letzten Stunde schon 3-mal gesendet. Sie können ihn ab 14:05 Uhr erneut senden oder ihn kopieren und selbst weitergeben.',
      ),
    ).toBe('The link has already been sent 3 times in the last hour. You can send it again from 14:05, or copy it and pass it on yourself.');
  });

  it('fills the varying parts in, translating the names it knows', () => {
    expect(messageEn('Bitte suchen Sie mit höchstens 6 Wörtern.')).toBe('Please search with at most 6 words.');
    expect(messageEn('Status: unbekannter Wert 9. Möglich sind: 1, 2.')).toBe('Status: unknown value 9. Possible are: 1, 2.');
    expect(messageEn('Der Suchtext ist zu lang: höchstens 100 Zeichen.')).toBe('The search text is too long: at most 100 characters.');
    expect(messageEn('Das CRM antwortet nicht rechtzeitig. Bitte versuchen Sie es in einigen Minuten erneut.')).toBe(
      'The CRM is not answering in time. Please try again in a few minutes.',
    );
    expect(messageEn('„Lukas Steiner“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.')).toBe(
      '“Lukas Steiner” is no admin account. You can only switch into admin accounts.',
    );
    expect(messageEn('Ungültige Abfrage')).toBe('Ungültige Abfrage');
  });

  it('says a refusal with per-field messages field by field', () => {
    const details = { 'filter.cid': 'Die CID ist ungültig', 'filter.text': 'Bitte suchen Sie mit höchstens 6 Wörtern.' };
    expect(errorMessageEn(`Bitte prüfen Sie Ihre Angaben: ${Object.values(details).join(' ')}`, details)).toBe(
      'Please check your input: The CID is invalid Please search with at most 6 words.',
    );
  });
});
