/**
 * English counterparts of the BFF's German messages (issue 17). Messages are written in
 * German where they are made (SPEC.md §8: German is verbatim where the specification
 * fixes it); this catalogue says each of them in English, keyed by the German text with
 * `{name}` for the parts that vary. `languagePlugin` (graphql/language-plugin.ts) applies
 * it to every error and every `message` of a response when the viewer reads English;
 * code that has the context at hand says both directly with `say()` (lib/language.ts).
 *
 * A German message without an entry here reaches an English viewer in German: the spec
 * next to this file lists the messages of the modules it covers.
 */
import { ID_FORMATS, REVERSED_RANGE_MESSAGE } from '@fibre-portal/shared/id-formats';
import { FORM_MESSAGES_EN } from '@fibre-portal/shared/order-form';
import { referenceLabelEn } from './reference-labels';

/** German template → English template; `{name}` parts are carried over (translated when known). */
export const MESSAGES_EN: ReadonlyArray<readonly [string, string]> = [
  // sessions, access, not found
  ['Bitte melden Sie sich an, um diese Daten zu sehen.', 'Please sign in to see this data.'],
  ['Sie haben keinen Zugriff auf diese Daten.', 'You have no access to this data.'],
  [
    'Sie haben keinen Zugriff auf „{title}“. Diese Daten gehören zu einer Seite, die Ihr Konto nicht öffnen darf.',
    'You have no access to “{title}”. This data belongs to a page your account may not open.',
  ],
  [
    'Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto. Bitte prüfen Sie die Ticketnummer.',
    'This ticket does not exist, or it belongs to another account. Please check the ticket number.',
  ],
  [
    'Diese CID gibt es nicht, oder sie gehört zu einem anderen Konto. Bitte prüfen Sie die Nummer.',
    'This CID does not exist, or it belongs to another account. Please check the number.',
  ],
  [
    'Diese CID gibt es nicht, oder sie gehört nicht zu Ihrem Konto. Bitte prüfen Sie die Nummer.',
    'This CID does not exist, or it does not belong to your account. Please check the number.',
  ],
  ['Diese CID gibt es nicht. Bitte prüfen Sie die Nummer.', 'This CID does not exist. Please check the number.'],
  [
    'Diesen PAN gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die PAN-Nummer.',
    'This PAN does not exist, or it is not assigned to your account. Please check the PAN number.',
  ],
  [
    'Diesen Hausanschluss gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die CID.',
    'This house connection does not exist, or it is not assigned to your account. Please check the CID.',
  ],
  ['Diese Bestellung gibt es nicht, oder sie gehört zu einem anderen Konto.', 'This order does not exist, or it belongs to another account.'],
  ['Diesen Benutzer gibt es nicht, oder er gehört nicht zu Ihrem Konto.', 'This user does not exist, or they do not belong to your account.'],
  ['Nur Administratoren können Benutzer verwalten.', 'Only administrators can manage users.'],
  ['Superadmin-Konten werden nicht über die Benutzerverwaltung geändert.', 'Superadmin accounts are not changed in the user administration.'],
  [
    'Ihre eigene Rolle können Sie nicht ändern. Bitten Sie eine andere Administratorin oder einen anderen Administrator darum.',
    'You cannot change your own role. Please ask another administrator to do so.',
  ],
  ['Sie können sich nicht selbst deaktivieren.', 'You cannot deactivate yourself.'],
  ['Sie können nur die Einstellungen Ihres eigenen Kontos sehen und ändern.', 'You can only see and change the settings of your own account.'],
  ['Ihr Zugang gehört zu keinem Konto. Einstellungen gibt es nur für Konten.', 'Your login belongs to no account. Settings exist for accounts only.'],
  [
    'Materialcodes stehen Ihrem Kontotyp nicht zur Verfügung. Wenden Sie sich an Ihre Administration, wenn Sie sie für Ihre Arbeit brauchen.',
    'Material codes are not available to your account type. Ask your administration if you need them for your work.',
  ],
  [
    'Die Listen des Projektmanagements stehen Ihrem Kontotyp nicht zur Verfügung. Wenden Sie sich an Ihre Administration, wenn Sie sie für Ihre Arbeit brauchen.',
    'The project management lists are not available to your account type. Ask your administration if you need them for your work.',
  ],
  ['Die Kontenlisten stehen Ihrem Kontotyp nicht zur Verfügung.', 'The account lists are not available to your account type.'],
  // the superadmin's account switch
  ['Nur ein Superadmin darf die Admin-Konten sehen.', 'Only a superadmin may see the admin accounts.'],
  ['Nur ein Superadmin darf das Konto wechseln.', 'Only a superadmin may switch accounts.'],
  [
    'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.',
    'You are not acting as another account, so there is nothing to switch back from. Your account stays as it is.',
  ],
  [
    'Es gibt kein Konto mit der ID „{id}“. Bitte wählen Sie ein Konto aus der Liste.',
    'There is no account with the id “{id}”. Please choose an account from the list.',
  ],
  ['„{who}“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.', '“{who}” is no admin account. You can only switch into admin accounts.'],
  [
    'Das Konto „{who}“ ist deaktiviert. Wechseln können Sie nur in aktive Admin-Konten.',
    'The account “{who}” is deactivated. You can only switch into active admin accounts.',
  ],
  // validation of lists, filters and forms
  ['Bitte prüfen Sie Ihre Angaben', 'Please check your input'],
  ['Bitte prüfen Sie die markierten Felder.', 'Please check the marked fields.'],
  ['Bitte korrigieren Sie die markierten Felder.', 'Please correct the marked fields.'],
  ['Die Ticketnummer ist ungültig', 'The ticket number is invalid'],
  ['Die CID ist ungültig', 'The CID is invalid'],
  ['Die PAN-Nummer ist ungültig', 'The PAN number is invalid'],
  ['Die Bestellnummer ist ungültig', 'The order number is invalid'],
  ['Die Zählung kann so nicht gefiltert werden', 'The count cannot be filtered like this'],
  ['Die Liste der Hausanschlüsse kann so nicht abgefragt werden', 'The list of house connections cannot be requested like this'],
  ['Die Adresssuche ist so nicht möglich', 'The address search is not possible like this'],
  ['Der Schritt kann so nicht ausgeführt werden', 'The step cannot be carried out like this'],
  ['Die Seitengröße (first) muss zwischen 1 und {max} liegen.', 'The page size (first) must be between 1 and {max}.'],
  ['Die Seitenmarke (after) ist ungültig. Laden Sie die Liste neu.', 'The page marker (after) is invalid. Reload the list.'],
  ['Es sind höchstens {max} Sortierfelder möglich.', 'At most {max} sort fields are possible.'],
  ['Nach „{field}“ kann diese Liste nicht sortiert werden. Möglich sind: {allowed}.', 'This list cannot be sorted by “{field}”. Possible are: {allowed}.'],
  ['{label} ist zu lang: höchstens {max} Zeichen.', '{label} is too long: at most {max} characters.'],
  ['{label} enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.', '{label} contains control characters. Please enter visible text only.'],
  ...Object.values(ID_FORMATS).map(({ message }) => [message.de, message.en] as const),
  [REVERSED_RANGE_MESSAGE.de, REVERSED_RANGE_MESSAGE.en],
  ['{label}: höchstens {max} Werte.', '{label}: at most {max} values.'],
  ['{label}: unbekannter Wert {value}. Möglich sind: {allowed}.', '{label}: unknown value {value}. Possible are: {allowed}.'],
  [
    '{label} ist kein gültiges Datum. Bitte im Format JJJJ-MM-TT angeben, z. B. 2026-03-01.',
    '{label} is not a valid date. Please use the format YYYY-MM-DD, e.g. 2026-03-01.',
  ],
  ['Unbekanntes Bundesland. Möglich sind: {allowed}.', 'Unknown federal state. Possible are: {allowed}.'],
  ['Bitte suchen Sie mit höchstens {max} Wörtern.', 'Please search with at most {max} words.'],
  ['Bitte suchen Sie nach höchstens einer CID.', 'Please search for at most one CID.'],
  ['Bitte geben Sie mindestens zwei Zeichen der Adresse oder eine CID ein.', 'Please enter at least two characters of the address, or a CID.'],
  [
    'Die Suche findet {count} Adressen, zu viele zum Durchblättern (höchstens {max}). Bitte ergänzen Sie Hausnummer, PLZ oder Ort.',
    'The search finds {count} addresses, too many to page through (at most {max}). Please add a house number, postcode or place.',
  ],
  ['Höchstens {max} Zeichen (jetzt {length}). Bitte kürzen Sie den Text.', 'At most {max} characters (now {length}). Please shorten the text.'],
  ['Höchstens {max} Zeichen', 'At most {max} characters'],
  ['Höchstens {max} E-Mail-Adressen', 'At most {max} e-mail addresses'],
  ['Der Text enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.', 'The text contains control characters. Please enter visible text only.'],
  ['E-Mail ist ungültig', 'E-mail address is invalid'],
  ['Feld ist nicht optional', 'This field is required'],
  [
    'Telefonnummer ist ungültig. Erlaubt sind Ziffern, Leerzeichen, +, /, - und Klammern, z. B. +43 664 1234567.',
    'Phone number is invalid. Allowed are digits, spaces, +, /, - and brackets, e.g. +43 664 1234567.',
  ],
  [
    'Sie legen Tickets nur für Ihr eigenes Konto an. Bitte lassen Sie das Konto leer.',
    'You create tickets for your own account only. Please leave the account empty.',
  ],
  ['Diesen Betreff gibt es nicht. Bitte wählen Sie einen Betreff aus der Liste.', 'This subject does not exist. Please choose a subject from the list.'],
  ['Diesen Typ gibt es nicht. Bitte wählen Sie einen Typ aus der Liste.', 'This type does not exist. Please choose a type from the list.'],
  ['Diesen Status gibt es nicht. Bitte wählen Sie einen Status aus der Liste.', 'This status does not exist. Please choose a status from the list.'],
  [
    'Die CID {cid} gehört zu einem anderen ISP ({owner}). Bitte lassen Sie das Konto leer oder korrigieren Sie es.',
    'The CID {cid} belongs to another ISP ({owner}). Please leave the account empty or correct it.',
  ],
  ['Dieses ISP-Konto gibt es nicht. Bitte prüfen Sie die Account-ID.', 'This ISP account does not exist. Please check the account id.'],
  [
    'Bitte geben Sie einen Grund für die Ablehnung an, damit die Baufirma weiß, was zu ändern ist.',
    'Please give a reason for the refusal so that the construction firm knows what to change.',
  ],
  ['Der Grund darf höchstens {max} Zeichen lang sein (jetzt {length}).', 'The reason may be at most {max} characters long (now {length}).'],
  [
    'Kein Materialcode der Gruppe {group}. Bitte wählen Sie einen Eintrag aus der Liste.',
    'No material code of the group {group}. Please choose an entry from the list.',
  ],
  ['Erteilen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.', 'Only a requested approval can be granted. Current state: {state}.'],
  ['Ablehnen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.', 'Only a requested approval can be refused. Current state: {state}.'],
  ['Abschließen lässt sich nur eine erteilte Freigabe. Aktueller Stand: {state}.', 'Only a granted approval can be completed. Current state: {state}.'],
  ['Eine Freigabe schließt nur das PMO ab.', 'Only the PMO completes an approval.'],
  [
    'Der Freigabestatus dieses PAN wurde inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand, bevor Sie es erneut versuchen.',
    'The approval state of this PAN has changed in the meantime. Please reload the page and check the current state before you try again.',
  ],
  [
    'Für diese CID ist noch kein ONT installiert; ein Tausch ist erst nach dem Anschluss möglich.',
    'No ONT is installed for this CID yet; a swap is only possible after the connection.',
  ],
  [
    'Das ONT dieser CID wurde inzwischen getauscht (eingebaut ist jetzt {ont}). Bitte prüfen Sie die Angaben erneut.',
    'The ONT of this CID has been swapped in the meantime (now installed: {ont}). Please check the details again.',
  ],
  [
    'Für diese CID ist keine Bestellung möglich: ihr Status ist „{status}“. Bestellbar sind CIDs mit dem Status Verfügbar oder Gekündigt.',
    'No order is possible for this CID: its status is “{status}”. CIDs with the status Available or Cancelled can be ordered.',
  ],
  ['Für Ihr Konto ist derzeit kein Hauptprodukt bestellbar.', 'No main product can currently be ordered for your account.'],
  ['Der Formularschlüssel ist ungültig. Bitte laden Sie das Formular neu.', 'The form key is invalid. Please reload the form.'],
  ['Bitte wählen Sie den Internetanbieter der Kundin oder des Kunden.', "Please choose the customer's internet provider."],
  ['Diesen Internetanbieter gibt es nicht. Bitte wählen Sie einen aus der Liste.', 'This internet provider does not exist. Please choose one from the list.'],
  [
    'Dieses Formular gehört zu einer Bestellung für eine andere CID. Bitte öffnen Sie das Bestellformular neu.',
    'This form belongs to an order for another CID. Please open the order form again.',
  ],
  [
    'Die Bestellung {order} wurde storniert. Bitte öffnen Sie das Bestellformular neu.',
    'The order {order} has been cancelled. Please open the order form again.',
  ],
  ['Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.', 'The e-mail could not be sent. Please try again later.'],
  [
    'Das ist die letzte aktive Administration dieses Kontos: Sie kann nicht zur Rolle user herabgestuft werden. Ernennen Sie zuerst eine weitere Person zum Admin.',
    "This is the account's last active administrator: they cannot be demoted to the role user. First make another person an admin.",
  ],
  [
    'Das ist die letzte aktive Administration dieses Kontos: Sie kann nicht deaktiviert werden. Ernennen Sie zuerst eine weitere Person zum Admin.',
    "This is the account's last active administrator: they cannot be deactivated. First make another person an admin.",
  ],
  ['Dieser Benutzer ist bereits aktiv.', 'This user is already active.'],
  ['Dieser Benutzer ist bereits deaktiviert.', 'This user is already deactivated.'],
  [
    'Dieser Benutzer ist deaktiviert. Reaktivieren Sie ihn, bevor Sie eine Passwort-E-Mail senden.',
    'This user is deactivated. Reactivate them before you send a password e-mail.',
  ],
  ['Dieser Benutzer hat keine E-Mail-Adresse.', 'This user has no e-mail address.'],
  ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.', 'A user with this e-mail address already exists.'],
  [
    'Der Benutzer wurde angelegt, die Einladung konnte aber nicht gesendet werden. Senden Sie sie mit „Passwort-E-Mail senden“ erneut.',
    'The user was created, but the invitation could not be sent. Send it again with “Send password e-mail”.',
  ],
  ['Das Feld muss ein Text sein', 'The field must be text'],
  ['Das Feld darf keine Steuerzeichen enthalten', 'The field must not contain control characters'],
  ['Die Postleitzahl besteht aus 4 oder 5 Ziffern', 'The postcode has 4 or 5 digits'],
  [
    'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten und braucht 6 bis 20 Ziffern',
    'The phone number may only contain digits, spaces and + ( ) / - and needs 6 to 20 digits',
  ],
  ['Diese E-Mail-Adresse steht bereits in der Liste', 'This e-mail address is already in the list'],
  ['Erlaubte Werte: de oder en', 'Allowed values: de or en'],
  [
    'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen',
    'The password must have at least 8 characters, including a number and a special character',
  ],
  ['Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl', 'The password must have at least 8 characters, including a number'],
  ['Die Länge des Passworts muss weniger als 100 Zeichen betragen', 'The password must be shorter than 100 characters'],
  ['Bestätigungspasswort stimmt nicht überein', 'The confirmation password does not match'],
  ['Der Name darf höchstens {max} Zeichen lang sein', 'The name may be at most {max} characters long'],
  ['Der Name enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.', 'The name contains control characters. Please enter visible text only.'],
  [
    'Die Account-ID darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten (höchstens 64 Zeichen)',
    'The account id may only contain letters, digits, dot, hyphen and underscore (at most 64 characters)',
  ],
  [
    'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in einer Stunde erneut.',
    'Too many password reset requests. Please try again in an hour.',
  ],
  [
    'Die Seitenangaben sind ungültig: first muss zwischen 1 und 100 liegen, offset darf nicht negativ sein.',
    'The page details are invalid: first must be between 1 and 100, offset must not be negative.',
  ],
  [
    'Ein Filter darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.',
    'A filter may be at most 200 characters long and contain no control characters.',
  ],
  [
    '„{value}“ ist kein gültiger Zeitpunkt (erwartet: ISO 8601, z. B. 2026-03-01T00:00:00+01:00).',
    '“{value}” is not a valid point in time (expected: ISO 8601, e.g. 2026-03-01T00:00:00+01:00).',
  ],
  // ordering: the form's field rules (shared with the web client), the order module and the signing page
  ...FORM_MESSAGES_EN,
  [
    'Ihrem Benutzer ist kein ISP-Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.',
    'Your user has no ISP account. Please contact your administration.',
  ],
  [
    'Die Bestellung {order} ist bereits {state} und kann nicht mehr als Entwurf gespeichert werden.',
    'The order {order} is already {state} and can no longer be saved as a draft.',
  ],
  [
    'Einen neuen Link zum Unterschreiben gibt es nur für übermittelte Bestellungen; {order} ist {state}.',
    'A new signing link exists only for submitted orders; {order} is {state}.',
  ],
  [
    'Den Link zum Unterschreiben gibt es nur für übermittelte, nicht unterschriebene Bestellungen; {order} ist {state}.',
    'The signing link exists only for submitted orders that are not signed yet; {order} is {state}.',
  ],
  ['Der Link von {order} ist abgelaufen. Bitte erzeugen Sie zuerst einen neuen Link.', 'The link of {order} has expired. Please create a new link first.'],
  ['Die Bestellung {order} hat keine E-Mail-Adresse.', 'The order {order} has no e-mail address.'],
  [
    'Der Link wurde in der letzten Stunde schon {count}-mal gesendet. Sie können ihn ab {time} Uhr erneut senden oder ihn kopieren und selbst weitergeben.',
    'The link has already been sent {count} times in the last hour. You can send it again from {time}, or copy it and pass it on yourself.',
  ],
  [
    'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut oder kopieren Sie den Link.',
    'The e-mail could not be sent just now. Please try again in a few minutes or copy the link.',
  ],
  ['Die Bestellung {order} ist {state} und kann nicht mehr storniert werden.', 'The order {order} is {state} and can no longer be cancelled.'],
  [
    'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben, oder fragen Sie Ihren Anbieter nach einem neuen Link.',
    'This link is invalid. Please check that you copied it completely from the e-mail, or ask your provider for a new link.',
  ],
  [
    'Dieser Link ist abgelaufen. Bitte fragen Sie Ihren Internetanbieter nach einem neuen Link zum Unterschreiben.',
    'This link has expired. Please ask your internet provider for a new signing link.',
  ],
  [
    'Diese Bestellung wurde bereits unterschrieben. Sie können das unterschriebene Dokument herunterladen.',
    'This order has already been signed. You can download the signed document.',
  ],
  ['Diese Bestellung ist noch nicht unterschrieben. Bitte unterschreiben Sie sie zuerst.', 'This order is not signed yet. Please sign it first.'],
  [
    'Bitte bestätigen Sie, dass Sie die Allgemeinen Geschäftsbedingungen gelesen haben und akzeptieren.',
    'Please confirm that you have read and accept the general terms and conditions.',
  ],
  ['Bitte prüfen Sie Ihren Namen, Ihre Unterschrift und die Zustimmung zu den AGB.', 'Please check your name, your signature and your consent to the terms.'],
  ['Das unterschriebene Dokument kann nicht erstellt werden.', 'The signed document cannot be created.'],
  [
    'Zu viele Versuche mit Bestelllinks von Ihrer Adresse. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    'Too many attempts with order links from your address. Please wait 15 minutes and then try again.',
  ],
  [
    'Zu viele Unterschriftsversuche für diese Bestellung. Bitte versuchen Sie es in einer Stunde erneut.',
    'Too many signing attempts for this order. Please try again in an hour.',
  ],
  // the GraphQL boundary and upstream systems (SPEC.md §8 catalogue)
  ['Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.', 'An internal error occurred. Please try again later.'],
  [
    'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut (Fehlernummer {id}).',
    'An internal error occurred. Please try again later (error number {id}).',
  ],
  ['Fehlernummer: {id}', 'Error number: {id}'],
  ['Das Portal startet gerade. Bitte versuchen Sie es in wenigen Sekunden erneut.', 'The portal is starting. Please try again in a few seconds.'],
  [
    'Der Wert für {where} fehlt. Bitte senden Sie einen Wert des Typs, den das Schema verlangt.',
    'The value for {where} is missing. Please send a value of the type the schema requires.',
  ],
  [
    'Der Wert für {where} hat nicht den Typ, den das Schema verlangt. Bitte prüfen Sie die Anfrage.',
    'The value for {where} does not have the type the schema requires. Please check the request.',
  ],
  [
    '{system} antwortet nicht rechtzeitig. Bitte versuchen Sie es in einigen Minuten erneut.',
    '{system} is not answering in time. Please try again in a few minutes.',
  ],
  ['{system} ist nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.', '{system} cannot be reached. Please try again in a few minutes.'],
  [
    '{system} ist gerade gestört; das Portal fragt es vorübergehend nicht ab. Bitte versuchen Sie es in einigen Minuten erneut.',
    '{system} is currently disrupted; the portal does not ask it for a while. Please try again in a few minutes.',
  ],
  [
    '{system} ist gerade überlastet. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    '{system} is currently overloaded. Please try again in {seconds} seconds.',
  ],
  ['Die Anfrage wurde abgebrochen. Bitte laden Sie die Seite neu.', 'The request was aborted. Please reload the page.'],
  [
    '{system} hat die Anfrage mit Status {status} abgelehnt. Bitte versuchen Sie es später erneut.',
    '{system} refused the request with status {status}. Please try again later.',
  ],
  ['{system} hat die Angaben abgelehnt. Bitte prüfen Sie die genannten Felder.', '{system} refused the details. Please check the fields named.'],
  [
    '{system} hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer {id}.',
    '{system} reported an internal error. Please try again later; give support the error number {id}.',
  ],
  ['Unbekannter Fehler', 'Unknown error'],
];

/** Names that appear inside messages (field labels, systems) and their English forms. */
const PARTS_EN: Readonly<Record<string, string>> = {
  'Das CRM': 'The CRM',
  'Das Projektmanagement-System (pm)': 'The project management system (pm)',
  'Der Speed-Dienst (speed)': 'The speed service (speed)',
  'Der Suchtext': 'The search text',
  Suchtext: 'Search text',
  Status: 'Status',
  Typ: 'Type',
  Art: 'Kind',
  Bundesland: 'Federal state',
  'Erstellt ab': 'Created from',
  'Erstellt bis': 'Created to',
  Beginn: 'Start',
  Ende: 'End',
  Betreff: 'Subject',
  Titel: 'Title',
  Beschreibung: 'Description',
  Notiz: 'Note',
  entwurf: 'a draft',
  übermittelt: 'submitted',
  unterschrieben: 'signed',
  'in bau': 'in construction',
  angeschlossen: 'connected',
  storniert: 'cancelled',
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledMessage {
  pattern: RegExp;
  names: string[];
  english: string;
}

const COMPILED: CompiledMessage[] = MESSAGES_EN.map(([german, english]) => {
  const names: string[] = [];
  const source = german
    .split(/(\{[a-z]+\})/)
    .map((part) => {
      const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, english };
});

const partEn = (part: string): string => PARTS_EN[part] ?? referenceLabelEn(part);

/**
 * The English form of a German message of the BFF, or the message itself when the
 * catalogue does not know it (a message of an upstream system, say).
 */
export function messageEn(german: string): string {
  for (const { pattern, names, english } of COMPILED) {
    const match = pattern.exec(german);
    if (match === null) continue;
    return names.reduce((text, name, index) => text.replace(`{${name}}`, translateInner(match[index + 1] ?? '')), english);
  }
  return german;
}

function translateInner(part: string): string {
  const translated = messageEn(part);
  return translated !== part ? translated : partEn(part);
}
