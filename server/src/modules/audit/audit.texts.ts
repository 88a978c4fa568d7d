/**
 * How the audit log names what happened, in the screens' terms and both languages (issue 18):
 * the action ('Freigabe beantragt', not the internal 'pan.acknowledgement.request'), each
 * detail's name, values read as the screens show them (Freigabe states by label, material
 * by name, accounts by name and e-mail). Stored entries stay as recorded; this is their view.
 */
import { textIn, type Language } from '../../lib/language';

type Both = { de: string; en: string };

export const AUDIT_ACTION_LABELS: Readonly<Record<string, Both>> = {
  'user.created': { de: 'Benutzer angelegt', en: 'User created' },
  'user.changed': { de: 'Benutzer geändert', en: 'User changed' },
  'user.deactivated': { de: 'Benutzer deaktiviert', en: 'User deactivated' },
  'user.reactivated': { de: 'Benutzer reaktiviert', en: 'User reactivated' },
  'user.password-mail-sent': { de: 'Passwort-E-Mail gesendet', en: 'Password e-mail sent' },
  'settings.changed': { de: 'Einstellungen geändert', en: 'Settings changed' },
  'account.switch': { de: 'Kontowechsel (Superadmin)', en: 'Account switch (superadmin)' },
  'account.switchBack': { de: 'Zurück zum eigenen Konto (Superadmin)', en: 'Back to own account (superadmin)' },
  'pan.acknowledgement.request': { de: 'Freigabe beantragt', en: 'Approval requested' },
  'pan.acknowledgement.grant': { de: 'Freigabe erteilt', en: 'Approval granted' },
  'pan.acknowledgement.reject': { de: 'Freigabe abgelehnt', en: 'Approval rejected' },
  'pan.acknowledgement.complete': { de: 'Freigabe abgeschlossen', en: 'Approval completed' },
  'houseConnection.material': { de: 'Material dokumentiert (HA-Bau)', en: 'Material documented (house connection)' },
  'ont.swap': { de: 'ONT getauscht', en: 'ONT swapped' },
  'rules.publish': { de: 'Regeln veröffentlicht', en: 'Rules published' },
  'rules.rollback': { de: 'Regeln zurückgerollt', en: 'Rules rolled back' },
  'rules.export': { de: 'Regeln exportiert', en: 'Rules exported' },
};

const DETAIL_LABELS: Readonly<Record<string, Both>> = {
  from: { de: 'Vorher', en: 'Before' },
  to: { de: 'Nachher', en: 'After' },
  reason: { de: 'Grund', en: 'Reason' },
  view: { de: 'Ansicht', en: 'View' },
  code: { de: 'Code', en: 'Code' },
  message: { de: 'Meldung', en: 'Message' },
  cable: { de: 'Kabeltyp', en: 'Cable type' },
  rack: { de: 'Rack im AAN', en: 'Rack in the AAN' },
  colour: { de: 'Farbe', en: 'Colour' },
  pan: { de: 'PAN', en: 'PAN' },
  name: { de: 'Name', en: 'Name' },
  email: { de: 'E-Mail', en: 'E-mail' },
  restoredType: { de: 'Eigener Typ', en: 'Own type' },
  oldSerial: { de: 'Altes ONT', en: 'Old ONT' },
  newSerial: { de: 'Neues ONT', en: 'New ONT' },
  swapId: { de: 'Tausch-ID', en: 'Swap id' },
};

/** The Freigabe states as the PAN screens name them (SPEC.md §3). */
const ACK_STATES: Readonly<Record<string, Both>> = {
  null: { de: 'Keine Freigabe beantragt', en: 'No approval requested' },
  '1': { de: 'Freigabe beantragt', en: 'Approval requested' },
  '2': { de: 'Freigabe erteilt', en: 'Approval granted' },
  '3': { de: 'Freigabe abgelehnt', en: 'Approval rejected' },
  '4': { de: 'Freigabe abgeschlossen', en: 'Approval completed' },
};

const MATERIAL_KEYS = ['cable', 'rack', 'colour'] as const;

export function auditActionLabel(action: string, language: Language): string {
  const label = AUDIT_ACTION_LABELS[action];
  return label === undefined ? action : textIn(label, language);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** An account named as people know it: 'Sabine Hofer (admin.pmo@example.at)'. */
export function auditTargetLabel(entry: { action: string; targetId: string | null; details: Record<string, unknown> }): string | null {
  const { name, email } = entry.details;
  if (entry.action.startsWith('account.') && (typeof name === 'string' || typeof email === 'string')) {
    if (typeof name === 'string' && typeof email === 'string') return `${name} (${email})`;
    return typeof name === 'string' ? name : (email as string);
  }
  return entry.targetId;
}

/** The details with their names and readable values; the `…Name` helpers of material become part of their code's value. */
export function auditDetailsView(entry: { action: string; details: Record<string, unknown> }, language: Language) {
  const names = new Set(MATERIAL_KEYS.map((key) => `${key}Name`));
  return Object.entries(entry.details)
    .filter(([key]) => !names.has(key))
    .map(([key, value]) => {
      let text = value === null ? '–' : asText(value);
      if (entry.action.startsWith('pan.acknowledgement.') && (key === 'from' || key === 'to')) {
        const state = ACK_STATES[value === null ? 'null' : String(value)];
        if (state !== undefined) text = textIn(state, language);
      }
      if ((MATERIAL_KEYS as readonly string[]).includes(key)) {
        const name = entry.details[`${key}Name`];
        if (typeof name === 'string') text = name === 'Keine Auswahl' && language === 'en' ? 'No selection' : name;
      }
      const label = DETAIL_LABELS[key];
      return { key, value: asText(value), label: label === undefined ? key : textIn(label, language), text };
    });
}
