import type { SettingsValues } from '../../src/modules/settings/settings.validation';

/**
 * Account settings that pass every check of settings.validation.ts, fresh on each call: the
 * base that the specs vary one field of, or save as they are.
 */
export function validSettings(): SettingsValues {
  return {
    contactName: 'Netz GmbH',
    street: 'Gasse 1',
    postcode: '1010',
    place: 'Wien',
    phone: '+43 1 23456',
    email: 'kontakt@example.at',
    noticeEmails: ['noc@example.at'],
    mailLanguage: 'de',
  };
}
