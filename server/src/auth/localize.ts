/**
 * supertokens-node answers some form errors with fixed English texts. The portal speaks
 * German (SPEC.md §8), so these are translated where the answer leaves the BFF.
 */
const GERMAN: Record<string, string> = {
  'Field is not optional': 'Feld ist nicht optional',
  'This email already exists. Please sign in instead.': 'Diese E-Mail existiert bereits. Bitte melden Sie sich stattdessen an',
  'Missing input param: formFields': 'Die Anfrage enthält keine Formularfelder (formFields).',
  'formFields must be an array': 'Die Formularfelder (formFields) müssen eine Liste sein.',
  'All elements of formFields must be an object': 'Jedes Formularfeld muss ein Objekt sein.',
  "All elements of formFields must contain an 'id' and 'value' field": "Jedes Formularfeld braucht 'id' und 'value'.",
  'email value must be a string': 'E-Mail muss vom Typ String sein',
  'password value must be a string': 'Passwort muss vom Typ String sein',
  'Are you sending too many formFields?': 'Die Anfrage enthält zu viele Formularfelder.',
  'Please provide the email query parameter': 'Bitte geben Sie die E-Mail-Adresse an (Parameter email).',
  'Please provide the email as a GET param': 'Bitte geben Sie die E-Mail-Adresse an (Parameter email).',
  'Please provide the password reset token': 'Bitte geben Sie das Passwort-Reset-Token an.',
  'The password reset token must be a string': 'Das Passwort-Reset-Token muss ein Text sein.',
  'Please provide the method': 'Bitte geben Sie die Methode an.',
  'Unsupported method': 'Diese Methode wird nicht unterstützt.',
};

export function toGerman(text: string): string {
  return GERMAN[text] ?? text;
}

interface AuthBody {
  message?: unknown;
  formFields?: Array<{ id: string; error?: unknown }>;
}

/** Translates the messages of one JSON answer of `/auth/*`; other bodies pass unchanged. */
export function localizeAuthBody(payload: string): string {
  let body: AuthBody;
  try {
    body = JSON.parse(payload) as AuthBody;
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null) return payload;
  let changed = false;
  if (typeof body.message === 'string' && GERMAN[body.message]) {
    body.message = GERMAN[body.message];
    changed = true;
  }
  if (Array.isArray(body.formFields)) {
    for (const field of body.formFields) {
      if (typeof field.error === 'string' && GERMAN[field.error]) {
        field.error = GERMAN[field.error];
        changed = true;
      }
    }
  }
  return changed ? JSON.stringify(body) : payload;
}
