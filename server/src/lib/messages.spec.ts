import { describe, expect, it } from 'vitest';
import { MESSAGES_EN, messageEn } from './messages';
import { REFERENCE_LABELS_EN } from './reference-labels';
import { errorMessageEn } from '../graphql/language-plugin';
import { SETTINGS_MESSAGES } from '../modules/settings/settings.validation';
import { SETTINGS_ACCESS_MESSAGES } from '../modules/settings/settings.service';
import { USER_RULE_MESSAGES } from '../modules/users/users.rules';
import { USER_MESSAGES } from '../modules/users/users.service';
import { REASON_REQUIRED } from '../modules/pans/pans.service';
import { SWITCH_MESSAGES } from '../modules/navigation';

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
