/**
 * The rules of the fibre-connection order form, the customer's signature and the ONT
 * serial, written once: the BFF's ordering service and the web client's forms both call
 * these, so a field is judged the same way on both sides and answered with the same German
 * message. Pure functions without Node or DOM APIs.
 */

export const SALUTATIONS = ['Frau', 'Herr', 'Divers', 'Firma'] as const;
/** Languages the customer gets mails and the signing page in. */
export const CUSTOMER_LANGUAGES = ['de', 'en'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];
export type Salutation = (typeof SALUTATIONS)[number];

/** Minimum contract terms in months the CRM accepts; 24 unless chosen otherwise. */
export const CONTRACT_TERMS = [12, 24, 36] as const;
export const DEFAULT_CONTRACT_TERM = 24;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const NOTES_MAX = 1000;
export const MAX_ADD_ONS = 10;
export const MIN_CUSTOMER_AGE = 18;
/** The preferred installation date lies within this many days from today. */
export const PREFERRED_DATE_MAX_DAYS = 365;

export interface OrderFormValues {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  email: string | null;
  phone: string | null;
  /** The customer's language for the signing mail: 'de' (default) or 'en'. */
  language: string | null;
  mainProductId: string | null;
  addOnProductIds: string[];
  contractTermMonths: number | null;
  /** YYYY-MM-DD. */
  preferredDate: string | null;
  installationNotes: string | null;
  consentTerms: boolean;
  consentDataProcessing: boolean;
}

export type OrderField = keyof OrderFormValues;
export type OrderFieldErrors = Partial<Record<OrderField, string>>;

export const ORDER_FIELDS: readonly OrderField[] = [
  'salutation',
  'firstName',
  'lastName',
  'birthDate',
  'email',
  'phone',
  'language',
  'mainProductId',
  'addOnProductIds',
  'contractTermMonths',
  'preferredDate',
  'installationNotes',
  'consentTerms',
  'consentDataProcessing',
];

export function emptyOrderForm(): OrderFormValues {
  return {
    salutation: null,
    firstName: null,
    lastName: null,
    birthDate: null,
    email: null,
    phone: null,
    language: 'de',
    mainProductId: null,
    addOnProductIds: [],
    contractTermMonths: DEFAULT_CONTRACT_TERM,
    preferredDate: null,
    installationNotes: null,
    consentTerms: false,
    consentDataProcessing: false,
  };
}

/** Every German message of the order form, so tests and clients can rely on them. */
export const ORDER_MESSAGES = {
  salutationRequired: 'Bitte wählen Sie eine Anrede.',
  salutationInvalid: 'Bitte wählen Sie eine Anrede: Frau, Herr, Divers oder Firma.',
  firstNameRequired: 'Bitte geben Sie den Vornamen an.',
  firstNameTooLong: `Der Vorname darf höchstens ${NAME_MAX} Zeichen lang sein.`,
  firstNameInvalid: "Der Vorname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, Leerzeichen und . , ' - & ( ) / enthalten.",
  lastNameRequired: 'Bitte geben Sie den Nachnamen (bei Firmen den Firmennamen) an.',
  lastNameTooLong: `Der Nachname darf höchstens ${NAME_MAX} Zeichen lang sein.`,
  lastNameInvalid: "Der Nachname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, Leerzeichen und . , ' - & ( ) / enthalten.",
  birthDateRequired: 'Bitte geben Sie das Geburtsdatum an.',
  birthDateInvalid: 'Bitte geben Sie das Geburtsdatum im Format JJJJ-MM-TT an, z. B. 1985-04-23.',
  birthDateTooYoung: `Die Kundin oder der Kunde muss mindestens ${MIN_CUSTOMER_AGE} Jahre alt sein.`,
  birthDateTooOld: 'Das Geburtsdatum darf nicht vor dem 1. 1. 1900 liegen.',
  emailRequired: 'Bitte geben Sie die E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@example.at.',
  phoneRequired: 'Bitte geben Sie eine Telefonnummer an.',
  languageInvalid: 'Bitte wählen Sie die Sprache der Kundin oder des Kunden: Deutsch oder Englisch.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer an (6 bis 15 Ziffern, dazu + / - ( ) und Leerzeichen), z. B. +43 664 1234567.',
  mainProductRequired: 'Bitte wählen Sie ein Hauptprodukt.',
  mainProductUnavailable: 'Dieses Hauptprodukt ist an diesem Standort nicht bestellbar. Bitte wählen Sie eines aus der Liste.',
  addOnUnavailable: 'Mindestens ein Zusatzprodukt ist an diesem Standort nicht bestellbar. Bitte wählen Sie aus der Liste.',
  addOnDuplicate: 'Ein Zusatzprodukt ist doppelt ausgewählt.',
  addOnTooMany: `Es sind höchstens ${MAX_ADD_ONS} Zusatzprodukte möglich.`,
  addOnWithoutMain: 'Zusatzprodukte gibt es nur zu einem Hauptprodukt. Bitte wählen Sie zuerst ein Hauptprodukt.',
  secondMainProduct: 'Eine Bestellung hat genau ein Hauptprodukt. Ein zweites Hauptprodukt kann nicht als Zusatzprodukt bestellt werden.',
  contractTermInvalid: 'Die Mindestvertragsdauer beträgt 12, 24 oder 36 Monate.',
  preferredDateInvalid: 'Bitte geben Sie den Wunschtermin im Format JJJJ-MM-TT an, z. B. 2027-03-01.',
  preferredDateTooEarly: 'Der Wunschtermin muss nach dem heutigen Tag liegen.',
  preferredDateTooLate: 'Der Wunschtermin darf höchstens ein Jahr in der Zukunft liegen.',
  notesTooLong: `Die Hinweise zur Installation dürfen höchstens ${NOTES_MAX} Zeichen lang sein.`,
  notesInvalid: 'Die Hinweise zur Installation enthalten unzulässige Steuerzeichen.',
  consentTermsRequired: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  consentDataProcessingRequired: 'Bitte stimmen Sie der Verarbeitung der personenbezogenen Daten zu.',
} as const;

/** The same messages in English (issue 18): the BFF's catalogue and the web forms use them for English readers. */
export const ORDER_MESSAGES_EN: Readonly<Record<keyof typeof ORDER_MESSAGES, string>> = {
  salutationRequired: 'Please choose a salutation.',
  salutationInvalid: 'Please choose a salutation: Ms, Mr, Diverse or Company.',
  firstNameRequired: 'Please enter the first name.',
  firstNameTooLong: `The first name may be at most ${NAME_MAX} characters long.`,
  firstNameInvalid: "The first name must start with a letter and may only contain letters, digits, spaces and . , ' - & ( ) /.",
  lastNameRequired: 'Please enter the last name (for companies the company name).',
  lastNameTooLong: `The last name may be at most ${NAME_MAX} characters long.`,
  lastNameInvalid: "The last name must start with a letter and may only contain letters, digits, spaces and . , ' - & ( ) /.",
  birthDateRequired: 'Please enter the date of birth.',
  birthDateInvalid: 'Please enter the date of birth in the format YYYY-MM-DD, e.g. 1985-04-23.',
  birthDateTooYoung: `The customer must be at least ${MIN_CUSTOMER_AGE} years old.`,
  birthDateTooOld: 'The date of birth must not be before 1 January 1900.',
  emailRequired: 'Please enter the e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.at.',
  phoneRequired: 'Please enter a phone number.',
  languageInvalid: "Please choose the customer's language: German or English.",
  phoneInvalid: 'Please enter a valid phone number (6 to 15 digits, plus + / - ( ) and spaces), e.g. +43 664 1234567.',
  mainProductRequired: 'Please choose a main product.',
  mainProductUnavailable: 'This main product cannot be ordered at this location. Please choose one from the list.',
  addOnUnavailable: 'At least one add-on cannot be ordered at this location. Please choose from the list.',
  addOnDuplicate: 'An add-on is selected twice.',
  addOnTooMany: `At most ${MAX_ADD_ONS} add-ons are possible.`,
  addOnWithoutMain: 'Add-ons only come with a main product. Please choose a main product first.',
  secondMainProduct: 'An order has exactly one main product. A second main product cannot be ordered as an add-on.',
  contractTermInvalid: 'The minimum term is 12, 24 or 36 months.',
  preferredDateInvalid: 'Please enter the preferred date in the format YYYY-MM-DD, e.g. 2027-03-01.',
  preferredDateTooEarly: 'The preferred date must be after today.',
  preferredDateTooLate: 'The preferred date may be at most one year in the future.',
  notesTooLong: `The installation notes may be at most ${NOTES_MAX} characters long.`,
  notesInvalid: 'The installation notes contain control characters that are not allowed.',
  consentTermsRequired: 'Please accept the general terms and conditions.',
  consentDataProcessingRequired: 'Please agree to the processing of the personal data.',
};

/** What the location offers the user's audience; without it products are not checked. */
export interface ProductOffer {
  mainProductIds: readonly string[];
  addOnProductIds: readonly string[];
}

export interface OrderValidationOptions {
  /**
   * `draft`: only what is filled in is checked (a draft may be incomplete);
   * `submit`: everything the CRM needs for a submission must be there and valid.
   */
  mode: 'draft' | 'submit';
  /** Today in Vienna, YYYY-MM-DD (see `viennaToday`). */
  today: string;
  offer?: ProductOffer;
}

// Names start with a letter; then letters, marks, digits and the punctuation of names and firms.
const NAME = /^[\p{L}][\p{L}\p{M}\p{N} .,'’&()/-]*$/u;
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9 ()/-]{5,30}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Tab, line feed and carriage return are fine in notes; other control characters are not.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const blank = (value: string | null | undefined): value is null | undefined => value === null || value === undefined || value.trim() === '';

/** A real calendar day in YYYY-MM-DD, or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function addDays(day: string, days: number): string {
  const parsed = parseIsoDate(day)!;
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)).toISOString().slice(0, 10);
}

/** Today's date in Vienna (YYYY-MM-DD): the portal's users and customers think in Austrian days. */
export function viennaToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The form's values with text trimmed and empty text as null. */
export function normaliseOrderForm(values: OrderFormValues): OrderFormValues {
  const text = (value: string | null | undefined) => (blank(value) ? null : value.trim());
  return {
    salutation: text(values.salutation),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    birthDate: text(values.birthDate),
    email: text(values.email),
    phone: text(values.phone),
    language: text(values.language),
    mainProductId: text(values.mainProductId),
    addOnProductIds: (values.addOnProductIds ?? []).map((id) => id.trim()).filter((id) => id !== ''),
    contractTermMonths: values.contractTermMonths ?? null,
    preferredDate: text(values.preferredDate),
    installationNotes: text(values.installationNotes),
    consentTerms: values.consentTerms === true,
    consentDataProcessing: values.consentDataProcessing === true,
  };
}

function checkName(value: string | null, required: boolean, messages: { required: string; tooLong: string; invalid: string }): string | undefined {
  if (value === null) return required ? messages.required : undefined;
  if (value.length > NAME_MAX) return messages.tooLong;
  if (!NAME.test(value)) return messages.invalid;
  return undefined;
}

/**
 * Checks the whole form; returns a German message per field that is wrong (empty when
 * the form may be saved or submitted as it is). Values are normalised first.
 */
export function validateOrderForm(input: OrderFormValues, options: OrderValidationOptions): OrderFieldErrors {
  const values = normaliseOrderForm(input);
  const submit = options.mode === 'submit';
  const errors: OrderFieldErrors = {};
  const M = ORDER_MESSAGES;

  if (values.salutation === null) {
    if (submit) errors.salutation = M.salutationRequired;
  } else if (!(SALUTATIONS as readonly string[]).includes(values.salutation)) errors.salutation = M.salutationInvalid;

  const firstName = checkName(values.firstName, submit, { required: M.firstNameRequired, tooLong: M.firstNameTooLong, invalid: M.firstNameInvalid });
  if (firstName) errors.firstName = firstName;
  const lastName = checkName(values.lastName, submit, { required: M.lastNameRequired, tooLong: M.lastNameTooLong, invalid: M.lastNameInvalid });
  if (lastName) errors.lastName = lastName;

  if (values.birthDate === null) {
    if (submit) errors.birthDate = M.birthDateRequired;
  } else {
    const birth = parseIsoDate(values.birthDate);
    const today = parseIsoDate(options.today);
    if (birth === null || today === null) errors.birthDate = M.birthDateInvalid;
    else if (birth.year < 1900) errors.birthDate = M.birthDateTooOld;
    else {
      // Of age on the day of the 18th birthday (29 February counts as 1 March in other years).
      const adultFrom = `${String(birth.year + MIN_CUSTOMER_AGE).padStart(4, '0')}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
      if (adultFrom > options.today) errors.birthDate = M.birthDateTooYoung;
    }
  }

  if (values.email === null) {
    if (submit) errors.email = M.emailRequired;
  } else if (values.email.length > EMAIL_MAX || !EMAIL.test(values.email)) errors.email = M.emailInvalid;

  if (values.phone === null) {
    if (submit) errors.phone = M.phoneRequired;
  } else {
    const digits = values.phone.replace(/\D/g, '').length;
    if (!PHONE.test(values.phone) || digits < 6 || digits > 15) errors.phone = M.phoneInvalid;
  }

  if (values.language !== null && !(CUSTOMER_LANGUAGES as readonly string[]).includes(values.language)) errors.language = M.languageInvalid;

  if (values.mainProductId === null) {
    if (submit) errors.mainProductId = M.mainProductRequired;
  } else if (options.offer && !options.offer.mainProductIds.includes(values.mainProductId)) errors.mainProductId = M.mainProductUnavailable;

  const addOns = values.addOnProductIds;
  if (addOns.length > MAX_ADD_ONS) errors.addOnProductIds = M.addOnTooMany;
  else if (new Set(addOns).size !== addOns.length) errors.addOnProductIds = M.addOnDuplicate;
  else if (options.offer && addOns.some((id) => options.offer!.mainProductIds.includes(id))) errors.addOnProductIds = M.secondMainProduct;
  else if (options.offer && addOns.some((id) => !options.offer!.addOnProductIds.includes(id))) errors.addOnProductIds = M.addOnUnavailable;
  else if (addOns.length > 0 && values.mainProductId === null) errors.addOnProductIds = M.addOnWithoutMain;

  if (values.contractTermMonths !== null && !(CONTRACT_TERMS as readonly number[]).includes(values.contractTermMonths)) {
    errors.contractTermMonths = M.contractTermInvalid;
  }

  if (values.preferredDate !== null) {
    if (parseIsoDate(values.preferredDate) === null || parseIsoDate(options.today) === null) errors.preferredDate = M.preferredDateInvalid;
    else if (values.preferredDate <= options.today) errors.preferredDate = M.preferredDateTooEarly;
    else if (values.preferredDate > addDays(options.today, PREFERRED_DATE_MAX_DAYS)) errors.preferredDate = M.preferredDateTooLate;
  }

  if (values.installationNotes !== null) {
    if (values.installationNotes.length > NOTES_MAX) errors.installationNotes = M.notesTooLong;
    else if (CONTROL.test(values.installationNotes)) errors.installationNotes = M.notesInvalid;
  }

  if (submit && !values.consentTerms) errors.consentTerms = M.consentTermsRequired;
  if (submit && !values.consentDataProcessing) errors.consentDataProcessing = M.consentDataProcessingRequired;
  return errors;
}

// The customer's signature

export const SIGNER_NAME_MAX = 200;
/**
 * Largest signature PNG in bytes. A drawn signature on the portal's pad is 5–30 KB; the
 * bound keeps the signing request (base64, about 82 KB) under the portal's 100 KB body limit.
 */
export const MAX_SIGNATURE_BYTES = 60 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';

export const SIGNING_MESSAGES = {
  signerNameRequired: 'Bitte geben Sie Ihren vollständigen Namen an.',
  signerNameInvalid: `Der Name muss mit einem Buchstaben beginnen, darf nur Buchstaben, Leerzeichen und . , ' - enthalten und höchstens ${SIGNER_NAME_MAX} Zeichen lang sein.`,
  signatureRequired: 'Bitte unterschreiben Sie im Unterschriftsfeld.',
  signatureTooLarge: `Die Unterschrift ist zu groß (höchstens ${MAX_SIGNATURE_BYTES / 1024} KB). Bitte löschen Sie sie und unterschreiben Sie erneut.`,
  signatureInvalid: 'Die Unterschrift muss ein PNG-Bild sein. Bitte unterschreiben Sie im Unterschriftsfeld.',
} as const;

export const SIGNING_MESSAGES_EN: Readonly<Record<keyof typeof SIGNING_MESSAGES, string>> = {
  signerNameRequired: 'Please enter your full name.',
  signerNameInvalid: `The name must start with a letter, may only contain letters, spaces and . , ' - and may be at most ${SIGNER_NAME_MAX} characters long.`,
  signatureRequired: 'Please sign in the signature field.',
  signatureTooLarge: `The signature is too large (at most ${MAX_SIGNATURE_BYTES / 1024} KB). Please clear it and sign again.`,
  signatureInvalid: 'The signature must be a PNG image. Please sign in the signature field.',
};

const SIGNER_NAME = /^[\p{L}][\p{L}\p{M} .,'’-]*$/u;

export function validateSignerName(value: string | null | undefined): string | undefined {
  if (blank(value)) return SIGNING_MESSAGES.signerNameRequired;
  const trimmed = value.trim();
  if (trimmed.length < 2 || trimmed.length > SIGNER_NAME_MAX || !SIGNER_NAME.test(trimmed)) return SIGNING_MESSAGES.signerNameInvalid;
  return undefined;
}

/** Bytes of a base64 text without decoding it. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The shape and size of a signature data URL; the BFF also checks the PNG itself. */
export function validateSignatureDataUrl(value: string | null | undefined): string | undefined {
  if (blank(value)) return SIGNING_MESSAGES.signatureRequired;
  if (!value.startsWith(SIGNATURE_PREFIX)) return SIGNING_MESSAGES.signatureInvalid;
  const base64 = value.slice(SIGNATURE_PREFIX.length);
  if (base64Bytes(base64) > MAX_SIGNATURE_BYTES) return SIGNING_MESSAGES.signatureTooLarge;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return SIGNING_MESSAGES.signatureInvalid;
  return undefined;
}

// The ONT serial

/** Alcatel-Lucent ONTs: 'ALCL' and eight hexadecimal digits. */
export const ONT_SERIAL_PATTERN = /^ALCL[0-9A-F]{8}$/;
export const ONT_MESSAGES = {
  serialRequired: 'Bitte geben Sie die Seriennummer des neuen ONT an.',
  serialInvalid: 'Die Seriennummer hat die Form ALCL und acht Hexadezimalziffern (0–9, A–F), z. B. ALCL1A2B3C4D.',
  serialUnchanged: 'Die neue Seriennummer ist dieselbe wie die des eingebauten ONT.',
  reasonTooLong: 'Der Grund darf höchstens 200 Zeichen lang sein.',
} as const;
export const ONT_REASON_MAX = 200;
export const ONT_MESSAGES_EN: Readonly<Record<keyof typeof ONT_MESSAGES, string>> = {
  serialRequired: 'Please enter the serial number of the new ONT.',
  serialInvalid: 'The serial number has the form ALCL and eight hexadecimal digits (0–9, A–F), e.g. ALCL1A2B3C4D.',
  serialUnchanged: 'The new serial number is the same as that of the installed ONT.',
  reasonTooLong: 'The reason may be at most 200 characters long.',
};

/** The serial as stored (trimmed, upper case). */
export function normaliseOntSerial(value: string): string {
  return value.trim().toUpperCase();
}

export function validateOntSerial(value: string | null | undefined, currentSerial?: string | null): string | undefined {
  if (blank(value)) return ONT_MESSAGES.serialRequired;
  const serial = normaliseOntSerial(value);
  if (!ONT_SERIAL_PATTERN.test(serial)) return ONT_MESSAGES.serialInvalid;
  if (currentSerial !== undefined && currentSerial !== null && serial === currentSerial) return ONT_MESSAGES.serialUnchanged;
  return undefined;
}

// Both languages

/** Every German message of this file with its English form, for the BFF's message catalogue. */
export const FORM_MESSAGES_EN: ReadonlyArray<readonly [string, string]> = [
  ...(Object.keys(ORDER_MESSAGES) as Array<keyof typeof ORDER_MESSAGES>).map((key) => [ORDER_MESSAGES[key], ORDER_MESSAGES_EN[key]] as const),
  ...(Object.keys(SIGNING_MESSAGES) as Array<keyof typeof SIGNING_MESSAGES>).map((key) => [SIGNING_MESSAGES[key], SIGNING_MESSAGES_EN[key]] as const),
  ...(Object.keys(ONT_MESSAGES) as Array<keyof typeof ONT_MESSAGES>).map((key) => [ONT_MESSAGES[key], ONT_MESSAGES_EN[key]] as const),
];

const ENGLISH_OF = new Map(FORM_MESSAGES_EN);

/**
 * A message of these rules in `language`: the checks answer in German (verbatim, SPEC.md),
 * the web forms show an English reader the English form. Unknown text is returned as it is.
 */
export function formMessageIn(message: string, language: string): string {
  return language === 'en' ? (ENGLISH_OF.get(message) ?? message) : message;
}
