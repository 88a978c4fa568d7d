/**
 * Fixed reference data of the embedded upstream: Dynamics option sets (value -> German
 * label), product, subject and material-code catalogues, accounts and release notes.
 * Option values follow the Dynamics convention of a publisher prefix (181510000…) for
 * custom option sets and the Dynamics defaults for the built-in incident attributes.
 */

export type OptionSet = Readonly<Record<number, string>>;

export const OUTAGE_TYPE = { wartung: 181510000, stoerung: 181510001 } as const;
export const OUTAGE_TYPES: OptionSet = { 181510000: 'Wartung', 181510001: 'Störung' };

/**
 * Outage status. 181510002 'Eingeschränkt' is the Störung the portal shows yellow
 * (SPEC.md section 4). The stored status is what an outage has while it runs; the
 * status served is derived from `now` (Geplant before the start, Behoben or
 * Abgeschlossen after the end) so the feed stays truthful as time passes.
 */
export const OUTAGE_STATUS = {
  geplant: 181510000,
  aktiv: 181510001,
  eingeschraenkt: 181510002,
  behoben: 181510003,
  abgeschlossen: 181510004,
  abgesagt: 181510005,
} as const;
export const OUTAGE_STATUSES: OptionSet = {
  181510000: 'Geplant',
  181510001: 'Aktiv',
  181510002: 'Eingeschränkt',
  181510003: 'Behoben',
  181510004: 'Abgeschlossen',
  181510005: 'Abgesagt',
};

export const PRODUCT_TYPE = { main: 181510000, addOn: 181510001 } as const;
export const PRODUCT_TYPES: OptionSet = { 181510000: 'Main', 181510001: 'Add On' };
/** How a product is charged: a monthly fee, a one-time fee, or a monthly fee plus a set-up fee. */
export const CHARGE_TYPE = { monthly: 181510000, oneTime: 181510001, monthlyAndSetup: 181510002 } as const;
export const CHARGE_TYPES: OptionSet = { 181510000: 'Monatlich', 181510001: 'Einmalig', 181510002: 'Monatlich und Herstellung' };

export const CID_STATUS = {
  geplant: 181510000,
  verfuegbar: 181510001,
  bestellt: 181510002,
  inHerstellung: 181510003,
  aktiv: 181510004,
  gekuendigt: 181510005,
} as const;
export const CID_STATUSES: OptionSet = {
  181510000: 'Geplant',
  181510001: 'Verfügbar',
  181510002: 'Bestellt',
  181510003: 'In Herstellung',
  181510004: 'Aktiv',
  181510005: 'Gekündigt',
};

export const CONNECTION_STATUS = {
  nichtVersorgbar: 181510000,
  geplant: 181510001,
  anschlussbereit: 181510002,
  angeschlossen: 181510003,
} as const;
export const CONNECTION_STATUSES: OptionSet = {
  181510000: 'Nicht versorgbar',
  181510001: 'Geplant',
  181510002: 'Anschlussbereit',
  181510003: 'Angeschlossen',
};

export const BUILDING_TYPE = { efh: 181510000, mfh: 181510001, gewerbe: 181510002, landwirtschaft: 181510003 } as const;
export const BUILDING_TYPES: OptionSet = {
  181510000: 'Einfamilienhaus',
  181510001: 'Mehrfamilienhaus',
  181510002: 'Gewerbe',
  181510003: 'Landwirtschaft',
};

/** Construction state of the house connections at a location, summarised. */
export const LOCATION_CONSTRUCTION = { nichtBegonnen: 181510000, inBau: 181510001, fertig: 181510002 } as const;
export const LOCATION_CONSTRUCTIONS: OptionSet = {
  181510000: 'Nicht begonnen',
  181510001: 'In Bau',
  181510002: 'Fertiggestellt',
};

export const ORDER_STATE = {
  draft: 181510000,
  submitted: 181510001,
  signed: 181510002,
  inConstruction: 181510003,
  connected: 181510004,
  cancelled: 181510005,
} as const;
export const ORDER_STATES: OptionSet = {
  181510000: 'Entwurf',
  181510001: 'Übermittelt',
  181510002: 'Unterschrieben',
  181510003: 'In Bau',
  181510004: 'Angeschlossen',
  181510005: 'Storniert',
};
/** English keys the BFF may prefer over option values; served as `cos_statekey`. */
export const ORDER_STATE_KEYS: Readonly<Record<number, string>> = {
  181510000: 'draft',
  181510001: 'submitted',
  181510002: 'signed',
  181510003: 'in_construction',
  181510004: 'connected',
  181510005: 'cancelled',
};

export const AUDIENCES: Readonly<Record<string, string>> = { isp: 'ISP', sca: 'SCA' };

export const INCIDENT_STATE = { active: 0, resolved: 1, cancelled: 2 } as const;
export const INCIDENT_STATES: OptionSet = { 0: 'Aktiv', 1: 'Gelöst', 2: 'Storniert' };

/** Dynamics incident statuscode options in the order Dynamics returns them; 'Problem behoben' is deliberately not last. */
export const INCIDENT_STATUS_CODES: readonly { value: number; label: string; state: number }[] = [
  { value: 1, label: 'In Bearbeitung', state: 0 },
  { value: 2, label: 'Zurückgestellt', state: 0 },
  { value: 3, label: 'Wartet auf Details', state: 0 },
  { value: 4, label: 'Recherche', state: 0 },
  { value: 5, label: 'Problem behoben', state: 1 },
  { value: 1000, label: 'Informationen bereitgestellt', state: 1 },
  { value: 6, label: 'Abgebrochen', state: 2 },
  { value: 2000, label: 'Zusammengeführt', state: 2 },
];
export const INCIDENT_STATUS_LABELS: OptionSet = Object.fromEntries(INCIDENT_STATUS_CODES.map((s) => [s.value, s.label]));

/** casetypecode options (crm/incidenttypes). */
export const INCIDENT_TYPES: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Frage' },
  { value: 2, label: 'Problem' },
  { value: 3, label: 'Anfrage' },
  { value: 181510000, label: 'Störungsmeldung' },
  { value: 181510001, label: 'Reklamation' },
];
export const INCIDENT_TYPE_LABELS: OptionSet = Object.fromEntries(INCIDENT_TYPES.map((t) => [t.value, t.label]));

export interface SubjectDef {
  key: string;
  title: string;
  description: string;
  parent: string | null;
  /** Ticket titles for this subject; `{cid}` is replaced. */
  titles: readonly string[];
}

export const SUBJECTS: readonly SubjectDef[] = [
  { key: 'stoerung', title: 'Störung', description: 'Technische Störungen des Anschlusses', parent: null, titles: [] },
  {
    key: 'kein-internet',
    title: 'Kein Internet',
    description: 'Der Anschluss hat keine Verbindung',
    parent: 'stoerung',
    titles: ['Kein Internet seit heute früh', 'Totalausfall am Anschluss {cid}', 'Keine Verbindung nach Stromausfall'],
  },
  {
    key: 'bandbreite',
    title: 'Bandbreite zu gering',
    description: 'Gemessene Bandbreite unter dem Vertragswert',
    parent: 'stoerung',
    titles: ['Bandbreite deutlich unter Vertragswert', 'Download nur 40 Mbit/s statt 300', 'Upload schwankt stark'],
  },
  {
    key: 'ont',
    title: 'ONT defekt',
    description: 'Das Glasfaser-Endgerät zeigt einen Fehler',
    parent: 'stoerung',
    titles: ['ONT zeigt rote LOS-LED', 'ONT startet ständig neu', 'ONT ohne Funktion nach Gewitter'],
  },
  {
    key: 'telefonie',
    title: 'Telefonie',
    description: 'Probleme mit dem Telefonie-Dienst',
    parent: 'stoerung',
    titles: ['Kein Freizeichen', 'Anrufe brechen nach wenigen Sekunden ab'],
  },
  { key: 'auftrag', title: 'Auftrag', description: 'Fragen zu Bestellungen und Aufträgen', parent: null, titles: [] },
  {
    key: 'bestellung',
    title: 'Bestellung',
    description: 'Status und Änderungen einer Bestellung',
    parent: 'auftrag',
    titles: ['Statusanfrage Bestellung {cid}', 'Produktwechsel gewünscht', 'Bestellung storniert, bitte prüfen'],
  },
  {
    key: 'termin',
    title: 'Termin Hausanschluss',
    description: 'Terminvereinbarung für den Hausanschluss',
    parent: 'auftrag',
    titles: ['Terminvereinbarung Hausanschluss', 'Termin verschieben', 'Techniker nicht erschienen'],
  },
  {
    key: 'bau',
    title: 'Baumängel',
    description: 'Schäden und offene Punkte nach Bauarbeiten',
    parent: null,
    titles: ['Gehsteig nach Grabung nicht wiederhergestellt', 'Hauseinführung undicht', 'Rasen beschädigt'],
  },
  {
    key: 'rechnung',
    title: 'Rechnung',
    description: 'Fragen zur Verrechnung',
    parent: null,
    titles: ['Rückfrage zur Rechnung', 'Gutschrift für Ausfallzeit beantragt'],
  },
  {
    key: 'sonstiges',
    title: 'Sonstiges',
    description: 'Alle anderen Anliegen',
    parent: null,
    titles: ['Allgemeine Anfrage', 'Änderung der Kontaktdaten', 'Umzug des Endkunden'],
  },
];

export interface ProductDef {
  id: string;
  name: string;
  type: number;
  description: string;
  down: number | null;
  up: number | null;
  /** Gross euros incl. 20 % USt.: the monthly fee, or the one-time fee of a one-time product. */
  fee: number;
  /** Gross one-time set-up fee of a product charged monthly and once. */
  setup?: number;
  charge?: number;
  portal: boolean;
  /** bc product states for sales, customer care and ISPs; 100 = active for that audience. */
  sa: number;
  cc: number;
  isp: number;
}

export const PRODUCTS: readonly ProductDef[] = [
  {
    id: 'GF-150',
    name: 'Glasfaser 150',
    type: PRODUCT_TYPE.main,
    description: '150/50 Mbit/s',
    down: 150,
    up: 50,
    fee: 19.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 100,
  },
  {
    id: 'GF-300',
    name: 'Glasfaser 300',
    type: PRODUCT_TYPE.main,
    description: '300/100 Mbit/s',
    down: 300,
    up: 100,
    fee: 24.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 100,
  },
  {
    id: 'GF-500',
    name: 'Glasfaser 500',
    type: PRODUCT_TYPE.main,
    description: '500/200 Mbit/s',
    down: 500,
    up: 200,
    fee: 29.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 100,
  },
  {
    id: 'GF-1000',
    name: 'Glasfaser 1000',
    type: PRODUCT_TYPE.main,
    description: '1000/500 Mbit/s',
    down: 1000,
    up: 500,
    fee: 39.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 100,
  },
  {
    id: 'GFB-1000',
    name: 'Glasfaser Business 1000',
    type: PRODUCT_TYPE.main,
    description: '1000/1000 Mbit/s symmetrisch',
    down: 1000,
    up: 1000,
    fee: 79.0,
    setup: 199.0,
    charge: CHARGE_TYPE.monthlyAndSetup,
    portal: true,
    sa: 100,
    cc: 0,
    isp: 100,
  },
  {
    id: 'GF-2500',
    name: 'Glasfaser 2500 (Pilot)',
    type: PRODUCT_TYPE.main,
    description: '2500/1000 Mbit/s, Pilotbetrieb',
    down: 2500,
    up: 1000,
    fee: 59.9,
    portal: true,
    sa: 50,
    cc: 0,
    isp: 50,
  },
  {
    id: 'GF-75',
    name: 'Glasfaser 75 (Altprodukt)',
    type: PRODUCT_TYPE.main,
    description: '75/25 Mbit/s, nicht mehr bestellbar',
    down: 75,
    up: 25,
    fee: 14.9,
    portal: false,
    sa: 0,
    cc: 200,
    isp: 0,
  },
  {
    id: 'AO-VOIP',
    name: 'Telefonie',
    type: PRODUCT_TYPE.addOn,
    description: 'Festnetztelefonie über Glasfaser',
    down: null,
    up: null,
    fee: 4.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 100,
  },
  {
    id: 'AO-TV',
    name: 'TV-Paket',
    type: PRODUCT_TYPE.addOn,
    description: 'IPTV mit 120 Sendern',
    down: null,
    up: null,
    fee: 9.9,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 0,
  },
  {
    id: 'AO-IP',
    name: 'Fixe IP-Adresse',
    type: PRODUCT_TYPE.addOn,
    description: 'Eine statische IPv4-Adresse',
    down: null,
    up: null,
    fee: 5.0,
    portal: true,
    sa: 100,
    cc: 200,
    isp: 100,
  },
  {
    id: 'AO-MESH',
    name: 'WLAN-Mesh-Paket',
    type: PRODUCT_TYPE.addOn,
    description: 'Zwei Mesh-Zugangspunkte',
    down: null,
    up: null,
    fee: 3.9,
    setup: 49.0,
    charge: CHARGE_TYPE.monthlyAndSetup,
    portal: true,
    sa: 100,
    cc: 100,
    isp: 200,
  },
  {
    id: 'AO-EXPRESS',
    name: 'Expressinstallation',
    type: PRODUCT_TYPE.addOn,
    description: 'Herstellung binnen 14 Tagen',
    down: null,
    up: null,
    fee: 99.0,
    charge: CHARGE_TYPE.oneTime,
    portal: true,
    sa: 0,
    cc: 100,
    isp: 100,
  },
  {
    id: 'AO-FAX',
    name: 'Faxdienst (Altprodukt)',
    type: PRODUCT_TYPE.addOn,
    description: 'Nicht mehr bestellbar',
    down: null,
    up: null,
    fee: 2.0,
    portal: false,
    sa: 0,
    cc: 0,
    isp: 0,
  },
];

/** speed service-state catalogue (speed/states): per service, the numeric state codes and labels. */
export const SERVICE_STATES: readonly { service: string; state: number; label: string }[] = [
  ...['internet', 'voip', 'iptv'].flatMap((service) => [
    { service, state: 100, label: 'Aktiv' },
    { service, state: 200, label: 'In Bereitstellung' },
    { service, state: 300, label: 'Gesperrt' },
    { service, state: 400, label: 'Gestört' },
    { service, state: 900, label: 'Deaktiviert' },
  ]),
];

/** Material codes (intern/speed/hc_mat_patch_codes). Group 1 cable type, 2 rack in AAN, 3 fibre colour; null names mean "no choice". */
export const MATERIAL_CODES: readonly { c_id: number; c_grp: 1 | 2 | 3; c_name: string | null }[] = [
  { c_id: 1, c_grp: 1, c_name: 'Mikrokabel 4F' },
  { c_id: 2, c_grp: 1, c_name: 'Mikrokabel 12F' },
  { c_id: 3, c_grp: 1, c_name: 'Drop-Kabel 2F' },
  { c_id: 4, c_grp: 1, c_name: 'Innenkabel 4F' },
  { c_id: 5, c_grp: 1, c_name: 'Hybridkabel 2F + Cu' },
  { c_id: 10, c_grp: 2, c_name: null },
  { c_id: 11, c_grp: 2, c_name: 'Rack A01' },
  { c_id: 12, c_grp: 2, c_name: 'Rack A02' },
  { c_id: 13, c_grp: 2, c_name: 'Rack B01' },
  { c_id: 14, c_grp: 2, c_name: 'Rack B02' },
  { c_id: 15, c_grp: 2, c_name: 'Rack C01' },
  { c_id: 20, c_grp: 3, c_name: null },
  ...['rot', 'grün', 'blau', 'gelb', 'weiß', 'grau', 'braun', 'violett', 'türkis', 'schwarz', 'orange', 'rosa'].map((c_name, i) => ({
    c_id: 21 + i,
    c_grp: 3 as const,
    c_name,
  })),
];

export const PAN_CONSTRUCTION_STATES: Readonly<Record<string, string>> = {
  planung: 'Planung',
  genehmigung: 'In Genehmigung',
  tiefbau: 'Tiefbau',
  einblasen: 'Glasfaser-Einblasen',
  montage: 'Montage',
  abgeschlossen: 'Abgeschlossen',
};

export const HC_CONSTRUCTION_STATES: Readonly<Record<string, string>> = {
  offen: 'Offen',
  geplant: 'Termin geplant',
  tiefbau: 'Tiefbau',
  hauseinfuehrung: 'Hauseinführung',
  gespleisst: 'Gespleißt',
  fertig: 'Fertiggestellt',
  blockiert: 'Blockiert',
};

export const ACK_STATES: Readonly<Record<number, string>> = {
  1: 'Freigabe beantragt',
  2: 'Freigabe erteilt',
  3: 'Freigabe abgelehnt',
  4: 'Freigabe abgeschlossen',
};

export interface AccountDef {
  accountid: string;
  name: string;
  type: 'isp' | 'sca' | 'baufirma' | 'bau-main' | 'intern';
  city: string;
  postcode: string;
  street: string;
}

export const ACCOUNTS: readonly AccountDef[] = [
  { accountid: 'isp-0001', name: 'Alpen Glasfaser Internet GmbH', type: 'isp', city: 'Linz', postcode: '4020', street: 'Landstraße 12' },
  { accountid: 'isp-0002', name: 'Donauwelle Telekom GmbH', type: 'isp', city: 'Krems an der Donau', postcode: '3500', street: 'Ringstraße 40' },
  { accountid: 'isp-0003', name: 'Bergnetz Kommunikation GmbH', type: 'isp', city: 'Innsbruck', postcode: '6020', street: 'Museumstraße 5' },
  { accountid: 'isp-0004', name: 'Pannonia Breitband GmbH', type: 'isp', city: 'Eisenstadt', postcode: '7000', street: 'Esterhazystraße 3' },
  { accountid: 'isp-0005', name: 'Tauern Connect GmbH', type: 'isp', city: 'Bischofshofen', postcode: '5500', street: 'Bahnhofstraße 8' },
  { accountid: 'isp-0006', name: 'Wachau Web OG', type: 'isp', city: 'Melk', postcode: '3390', street: 'Hauptplatz 2' },
  { accountid: 'isp-0007', name: 'Mühlviertel Net GmbH', type: 'isp', city: 'Freistadt', postcode: '4240', street: 'Stadtplatz 17' },
  { accountid: 'isp-0008', name: 'Bodensee Fiber GmbH', type: 'isp', city: 'Bregenz', postcode: '6900', street: 'Seestraße 21' },
  { accountid: 'sca-0001', name: 'Service-Center Vertrieb Ost', type: 'sca', city: 'Wien', postcode: '1100', street: 'Favoritenstraße 88' },
  { accountid: 'sca-0002', name: 'Service-Center Kundenbetreuung', type: 'sca', city: 'St. Pölten', postcode: '3100', street: 'Kremser Gasse 4' },
  { accountid: 'sca-0003', name: 'Service-Center Vertrieb West', type: 'sca', city: 'Innsbruck', postcode: '6020', street: 'Anichstraße 9' },
  { accountid: 'bau-0001', name: 'Huber Tiefbau GmbH', type: 'baufirma', city: 'Amstetten', postcode: '3300', street: 'Gewerbestraße 3' },
  { accountid: 'bau-0002', name: 'Steiner Leitungsbau GmbH', type: 'baufirma', city: 'Graz', postcode: '8010', street: 'Industriestraße 14' },
  { accountid: 'bau-0003', name: 'Pichler Kabelbau GmbH', type: 'baufirma', city: 'Wels', postcode: '4600', street: 'Fabrikstraße 22' },
  { accountid: 'bau-0004', name: 'Moser & Söhne Bau GmbH', type: 'baufirma', city: 'Villach', postcode: '9500', street: 'Italiener Straße 50' },
  { accountid: 'bau-0005', name: 'Gruber Infrastruktur GmbH', type: 'baufirma', city: 'Salzburg', postcode: '5020', street: 'Münchner Bundesstraße 101' },
  { accountid: 'bau-0006', name: 'Leitner Netzbau GmbH', type: 'baufirma', city: 'Wiener Neustadt', postcode: '2700', street: 'Neunkirchner Straße 33' },
  { accountid: 'bau-0007', name: 'Hofer Grabungstechnik GmbH', type: 'baufirma', city: 'Dornbirn', postcode: '6850', street: 'Schwefel 7' },
  { accountid: 'bau-0008', name: 'Wallner Glasfasermontage GmbH', type: 'baufirma', city: 'Oberwart', postcode: '7400', street: 'Wiener Straße 12' },
  { accountid: 'baumain-0001', name: 'Alpenbau Generalunternehmung GmbH', type: 'bau-main', city: 'St. Pölten', postcode: '3100', street: 'Porschestraße 25' },
  { accountid: 'baumain-0002', name: 'Donau Netzbau Holding GmbH', type: 'bau-main', city: 'Linz', postcode: '4020', street: 'Industriezeile 47' },
  { accountid: 'baumain-0003', name: 'Südnetz Bau GmbH', type: 'bau-main', city: 'Klagenfurt am Wörthersee', postcode: '9020', street: 'Südring 240' },
  { accountid: 'intern-0001', name: 'Glasfaser Netz Österreich GmbH', type: 'intern', city: 'Wien', postcode: '1220', street: 'Wagramer Straße 19' },
  // A new ISP without any connection, order or ticket yet (not in ISP_WEIGHTS): the account of
  // browser tests that count from zero. Last in the list, so the other accounts' seed stays as it was.
  { accountid: 'isp-0009', name: 'Neuland Glasfaser GmbH', type: 'isp', city: 'Graz', postcode: '8020', street: 'Annenstraße 30' },
];

/** Share of assigned CIDs per ISP; the two demo ISPs carry the most data. */
export const ISP_WEIGHTS: readonly (readonly [string, number])[] = [
  ['isp-0001', 28],
  ['isp-0002', 22],
  ['isp-0003', 10],
  ['isp-0004', 10],
  ['isp-0005', 8],
  ['isp-0006', 8],
  ['isp-0007', 8],
  ['isp-0008', 6],
];

export interface ReleaseNoteDef {
  audience: 'isp' | 'sca';
  version: string;
  date: string;
  title: string;
  notes: string;
}

export const RELEASE_NOTES: readonly ReleaseNoteDef[] = [
  {
    audience: 'isp',
    version: '3.4.0',
    date: '2026-10-20',
    title: 'Bestellstatus und Unterschrift',
    notes:
      '## Neu\n\n- Bestellungen zeigen jetzt den Status **In Bau** und **Angeschlossen**.\n- Endkunden unterschreiben den Auftrag über einen Link, ohne Anmeldung.\n\n## Verbessert\n\n- Schnellere Standortsuche mit Vorschlägen während der Eingabe.',
  },
  {
    audience: 'isp',
    version: '3.3.2',
    date: '2026-08-05',
    title: 'Fehlerbehebungen',
    notes:
      '### Behoben\n\n1. Tickets mit Umlauten im Titel wurden abgeschnitten.\n2. Der CSV-Export enthielt doppelte Zeilen.\n\nDetails siehe [Änderungsprotokoll](https://example.at/changelog).',
  },
  {
    audience: 'isp',
    version: '3.3.0',
    date: '2026-06-12',
    title: 'Ausfallhistorie',
    notes:
      '## Neu\n\n- Die **Ausfallhistorie** listet alle Wartungen und Störungen mit Filter nach AAN.\n- Aktuelle Störungen erscheinen als Banner am Dashboard.\n\n> Hinweis: Wartungen werden mindestens 7 Tage vorher angekündigt.',
  },
  {
    audience: 'isp',
    version: '3.2.0',
    date: '2026-03-02',
    title: 'ONT-Tausch',
    notes: '## Neu\n\n- ONT-Tausch direkt im Portal mit Prüfung der Seriennummer (`ALCL` + 8 Hex-Zeichen).',
  },
  {
    audience: 'isp',
    version: '3.1.0',
    date: '2025-11-18',
    title: 'Tickets',
    notes:
      '## Neu\n\n- Tickets mit Notizen und Statusverlauf.\n- Der Status *Problem behoben* steht immer am Ende der Liste.\n\nHTML wird nicht interpretiert: <script>alert("x")</script> <img src=x onerror="alert(1)">',
  },
  {
    audience: 'isp',
    version: '3.0.0',
    date: '2025-06-30',
    title: 'Neues ISP-Portal',
    notes: '# Willkommen im neuen ISP-Portal\n\n- Neues Design\n- Anmeldung mit E-Mail und Passwort\n- Standorte und CIDs auf einen Blick',
  },
  {
    audience: 'sca',
    version: '2.6.0',
    date: '2026-10-27',
    title: 'Reporting',
    notes: '## Neu\n\n- Reporting für den Netzbetrieb: Ausfälle pro Monat, mittlere Behebungszeit, angeschlossene CIDs.\n- Export als CSV.',
  },
  {
    audience: 'sca',
    version: '2.5.1',
    date: '2026-09-14',
    title: 'PAN-Bau Freigaben',
    notes:
      '### Verbessert\n\n- Freigaben im PAN-Bau zeigen den Verlauf mit Person, Zeitpunkt und Begründung.\n- Abgelehnte Freigaben können erneut beantragt werden.',
  },
  {
    audience: 'sca',
    version: '2.5.0',
    date: '2026-07-01',
    title: 'Materialdokumentation',
    notes: '## Neu\n\n- Dokumentation von Kabeltyp, Rack im AAN und Faserfarbe je Hausanschluss.\n- Leere Auswahl wird als *Keine Auswahl* angezeigt.',
  },
  {
    audience: 'sca',
    version: '2.4.0',
    date: '2026-04-09',
    title: 'CID-Suche',
    notes: '## Neu\n\n- CID-Suche nach Adresse.\n- Ticketanlage direkt aus der CID-Ansicht.',
  },
  {
    audience: 'sca',
    version: '2.3.0',
    date: '2026-01-15',
    title: 'CID Status',
    notes: '## Neu\n\n| Ansicht | Inhalt |\n|---|---|\n| CID Status | Anzahl je Status und Bundesland |\n| Drill-down | Gefilterte Liste |',
  },
  {
    audience: 'sca',
    version: '2.2.0',
    date: '2025-09-22',
    title: 'Benutzerverwaltung',
    notes: '## Neu\n\n- Administratoren verwalten die Benutzer ihres Kontos selbst.',
  },
];

export const OUTAGE_REASONS_STOERUNG: readonly string[] = [
  'Kabelbeschädigung durch Baggerarbeiten',
  'Stromausfall im AAN',
  'Defekte Netzwerkkarte im OLT',
  'Unwetterschaden an einer Trasse',
  'Faserbruch auf der Zubringerstrecke',
  'Überhitzung im Technikraum',
  'Fehlerhafte Konfiguration nach Änderung',
];

export const OUTAGE_REASONS_WARTUNG: readonly string[] = [
  'Geplante Softwareaktualisierung der OLT',
  'Austausch von Netzkomponenten',
  'Erweiterung der Kapazität im AAN',
  'Wartung der Klimaanlage im AAN',
  'Umschaltung auf neue Zubringerstrecke',
];
