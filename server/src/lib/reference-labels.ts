/**
 * English names of the reference data the upstream systems label in German (CRM option
 * sets, pm states, outage kinds, incident statuses and types). The upstream stays the
 * source of the values; the BFF shows an English viewer the English name of a value it
 * knows and the upstream's label of one it does not.
 */
export const REFERENCE_LABELS_EN: Readonly<Record<string, string>> = {
  // CID, location and outage statuses
  Geplant: 'Planned',
  Verfügbar: 'Available',
  Bestellt: 'Ordered',
  'In Herstellung': 'In construction',
  Aktiv: 'Active',
  Gekündigt: 'Cancelled',
  Eingeschränkt: 'Degraded',
  Behoben: 'Resolved',
  Abgeschlossen: 'Completed',
  Abgesagt: 'Cancelled',
  'Nicht versorgbar': 'Not serviceable',
  Anschlussbereit: 'Ready to connect',
  Angeschlossen: 'Connected',
  Einfamilienhaus: 'Detached house',
  Mehrfamilienhaus: 'Apartment building',
  Gewerbe: 'Commercial',
  Landwirtschaft: 'Agricultural',
  'Nicht begonnen': 'Not started',
  'In Bau': 'In construction',
  Fertiggestellt: 'Completed',
  // orders
  Entwurf: 'Draft',
  Übermittelt: 'Submitted',
  Unterschrieben: 'Signed',
  Storniert: 'Cancelled',
  // incidents (tickets)
  Gelöst: 'Resolved',
  'In Bearbeitung': 'In progress',
  Zurückgestellt: 'On hold',
  'Wartet auf Details': 'Waiting for details',
  Recherche: 'Researching',
  'Problem behoben': 'Problem solved',
  'Informationen bereitgestellt': 'Information provided',
  Abgebrochen: 'Cancelled',
  Zusammengeführt: 'Merged',
  Frage: 'Question',
  Problem: 'Problem',
  Anfrage: 'Request',
  Störungsmeldung: 'Fault report',
  Reklamation: 'Complaint',
  // pm construction and approval states
  Planung: 'Planning',
  'In Genehmigung': 'Awaiting permit',
  Tiefbau: 'Civil works',
  'Glasfaser-Einblasen': 'Fibre blowing',
  Montage: 'Installation',
  Offen: 'Open',
  'Termin geplant': 'Appointment scheduled',
  Hauseinführung: 'Building entry',
  Gespleißt: 'Spliced',
  Blockiert: 'Blocked',
  'Keine Freigabe beantragt': 'No approval requested',
  'Freigabe beantragt': 'Approval requested',
  'Freigabe erteilt': 'Approval granted',
  'Freigabe abgelehnt': 'Approval refused',
  'Freigabe abgeschlossen': 'Approval completed',
  // outages
  Wartung: 'Maintenance',
  Störung: 'Outage',
  Meldung: 'Notice',
  // speed service states
  'In Bereitstellung': 'Being provisioned',
  Gesperrt: 'Blocked',
  Gestört: 'Faulty',
  Deaktiviert: 'Deactivated',
  Telefonie: 'Telephony',
  // products (CRM names) as an English customer reads them on the signing page
  'Glasfaser 150': 'Fibre 150',
  'Glasfaser 300': 'Fibre 300',
  'Glasfaser 500': 'Fibre 500',
  'Glasfaser 1000': 'Fibre 1000',
  'Glasfaser Business 1000': 'Fibre Business 1000',
  'Glasfaser 2500 (Pilot)': 'Fibre 2500 (pilot)',
  'Glasfaser 75 (Altprodukt)': 'Fibre 75 (legacy product)',
  'TV-Paket': 'TV package',
  'Fixe IP-Adresse': 'Static IP address',
  'WLAN-Mesh-Paket': 'Wi-Fi mesh package',
  Expressinstallation: 'Express installation',
  'Faxdienst (Altprodukt)': 'Fax service (legacy product)',
  // materials: colours
  rot: 'red',
  grün: 'green',
  blau: 'blue',
  gelb: 'yellow',
  weiß: 'white',
  grau: 'grey',
  braun: 'brown',
  violett: 'violet',
  türkis: 'turquoise',
  schwarz: 'black',
  orange: 'orange',
  rosa: 'pink',
  // regions
  Kärnten: 'Carinthia',
  Niederösterreich: 'Lower Austria',
  Oberösterreich: 'Upper Austria',
  Steiermark: 'Styria',
  Tirol: 'Tyrol',
  Wien: 'Vienna',
};

/** The English name of a German reference label, or the label itself when unknown. */
export function referenceLabelEn(label: string): string {
  return REFERENCE_LABELS_EN[label] ?? label;
}
