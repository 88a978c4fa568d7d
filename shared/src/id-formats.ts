/**
 * The shapes of the ids people type into filters and searches (CID-000123, KRE01-P03 …),
 * with the message that names the expected shape in both languages. The BFF refuses a
 * filter value of the wrong shape with this message (modules/common/list-input.ts); the
 * client checks the same rule before it asks (a list filter declares `format:` in
 * screens/), so the person sees the same words at the field without a round trip.
 */
export type Language = 'de' | 'en';

export interface IdFormat {
  pattern: RegExp;
  /** Accepted in any case and compared in upper case (CID-000001 = cid-000001). */
  upperCase?: boolean;
  message: Readonly<Record<Language, string>>;
}

export const ID_FORMATS = {
  cid: {
    pattern: /^CID-\d{6}$/,
    upperCase: true,
    message: { de: 'Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).', en: 'A CID has the form CID-000123 (CID- and six digits).' },
  },
  ticketNumber: {
    pattern: /^CAS-\d{6,9}$/,
    upperCase: true,
    message: {
      de: 'Eine Ticketnummer hat die Form CAS-100123 (CAS- und sechs Ziffern).',
      en: 'A ticket number has the form CAS-100123 (CAS- and six digits).',
    },
  },
  pan: {
    pattern: /^[A-Z]{3}\d{2}-P\d{2}$/,
    upperCase: true,
    message: { de: 'Ein PAN hat die Form KRE01-P03 (AAN, -P und zwei Ziffern).', en: 'A PAN has the form KRE01-P03 (AAN, -P and two digits).' },
  },
  aan: {
    pattern: /^[A-Z]{3}\d{2}$/,
    upperCase: true,
    message: { de: 'Ein AAN hat die Form KRE01 (drei Buchstaben und zwei Ziffern).', en: 'An AAN has the form KRE01 (three letters and two digits).' },
  },
  accountId: {
    pattern: /^[a-z][a-z-]{1,20}-\d{4}$/,
    message: { de: 'Eine Account-ID hat die Form isp-0001.', en: 'An account id has the form isp-0001.' },
  },
  postcode: {
    pattern: /^\d{4}$/,
    message: { de: 'Eine Postleitzahl besteht aus vier Ziffern, z. B. 3500.', en: 'A postcode has four digits, e.g. 3500.' },
  },
  guid: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    message: {
      de: 'Die Kennung ist ungültig. Bitte wählen Sie einen Eintrag aus der Liste.',
      en: 'The identifier is invalid. Please choose an entry from the list.',
    },
  },
  productId: {
    pattern: /^[A-Z]{2,4}-[A-Z0-9]{2,12}$/,
    upperCase: true,
    message: { de: 'Eine Produkt-ID hat die Form GF-500 oder AO-VOIP.', en: 'A product id has the form GF-500 or AO-VOIP.' },
  },
} as const satisfies Record<string, IdFormat>;

export type IdFormatName = keyof typeof ID_FORMATS;
export const ID_FORMAT_NAMES = Object.keys(ID_FORMATS) as IdFormatName[];

/** The value as compared (trimmed, upper case where the format says so), or null when it does not fit. */
export function normaliseId(format: Pick<IdFormat, 'pattern' | 'upperCase'>, value: string): string | null {
  const trimmed = value.trim();
  const normalised = format.upperCase ? trimmed.toUpperCase() : trimmed;
  return trimmed.length <= 64 && format.pattern.test(normalised) ? normalised : null;
}

/** A day range whose end lies before its start. */
export const REVERSED_RANGE_MESSAGE: Readonly<Record<Language, string>> = {
  de: 'Das Bis-Datum liegt vor dem Von-Datum. Bitte tauschen Sie die beiden Daten.',
  en: 'The end date lies before the start date. Please swap the two dates.',
};
