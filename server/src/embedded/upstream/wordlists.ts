/**
 * Austrian word lists for the seed data, written for this project. Places carry their
 * real postcode, Bundesland and an approximate position; `code` is the three-letter
 * prefix of the AAN ids there (e.g. KRE01) and `weight` how many PANs the place gets.
 */

export interface Place {
  code: string;
  postcode: string;
  name: string;
  region: string;
  lat: number;
  lon: number;
  weight: number;
}

export const PLACES: readonly Place[] = [
  { code: 'KRE', postcode: '3500', name: 'Krems an der Donau', region: 'Niederösterreich', lat: 48.41, lon: 15.6, weight: 9 },
  { code: 'STP', postcode: '3100', name: 'St. Pölten', region: 'Niederösterreich', lat: 48.2, lon: 15.62, weight: 12 },
  { code: 'WRN', postcode: '2700', name: 'Wiener Neustadt', region: 'Niederösterreich', lat: 47.81, lon: 16.24, weight: 10 },
  { code: 'BDN', postcode: '2500', name: 'Baden', region: 'Niederösterreich', lat: 48.0, lon: 16.23, weight: 7 },
  { code: 'AMS', postcode: '3300', name: 'Amstetten', region: 'Niederösterreich', lat: 48.12, lon: 14.87, weight: 6 },
  { code: 'HRN', postcode: '3580', name: 'Horn', region: 'Niederösterreich', lat: 48.66, lon: 15.66, weight: 4 },
  { code: 'GMD', postcode: '3950', name: 'Gmünd', region: 'Niederösterreich', lat: 48.77, lon: 14.98, weight: 3 },
  { code: 'MIS', postcode: '2130', name: 'Mistelbach', region: 'Niederösterreich', lat: 48.57, lon: 16.57, weight: 5 },
  { code: 'TUL', postcode: '3430', name: 'Tulln an der Donau', region: 'Niederösterreich', lat: 48.33, lon: 16.05, weight: 6 },
  { code: 'HOL', postcode: '2020', name: 'Hollabrunn', region: 'Niederösterreich', lat: 48.56, lon: 16.08, weight: 4 },
  { code: 'ZWE', postcode: '3910', name: 'Zwettl', region: 'Niederösterreich', lat: 48.6, lon: 15.17, weight: 4 },
  { code: 'WTH', postcode: '3830', name: 'Waidhofen an der Thaya', region: 'Niederösterreich', lat: 48.82, lon: 15.28, weight: 3 },
  { code: 'BRL', postcode: '2460', name: 'Bruck an der Leitha', region: 'Niederösterreich', lat: 48.03, lon: 16.78, weight: 4 },
  { code: 'MEL', postcode: '3390', name: 'Melk', region: 'Niederösterreich', lat: 48.23, lon: 15.33, weight: 4 },
  { code: 'NKI', postcode: '2620', name: 'Neunkirchen', region: 'Niederösterreich', lat: 47.72, lon: 16.08, weight: 5 },
  { code: 'LNZ', postcode: '4020', name: 'Linz', region: 'Oberösterreich', lat: 48.31, lon: 14.29, weight: 14 },
  { code: 'WEL', postcode: '4600', name: 'Wels', region: 'Oberösterreich', lat: 48.16, lon: 14.03, weight: 8 },
  { code: 'STY', postcode: '4400', name: 'Steyr', region: 'Oberösterreich', lat: 48.04, lon: 14.42, weight: 7 },
  { code: 'GMU', postcode: '4810', name: 'Gmunden', region: 'Oberösterreich', lat: 47.92, lon: 13.8, weight: 4 },
  { code: 'VBR', postcode: '4840', name: 'Vöcklabruck', region: 'Oberösterreich', lat: 48.0, lon: 13.65, weight: 5 },
  { code: 'BRA', postcode: '5280', name: 'Braunau am Inn', region: 'Oberösterreich', lat: 48.26, lon: 13.03, weight: 4 },
  { code: 'RIE', postcode: '4910', name: 'Ried im Innkreis', region: 'Oberösterreich', lat: 48.21, lon: 13.49, weight: 4 },
  { code: 'PER', postcode: '4320', name: 'Perg', region: 'Oberösterreich', lat: 48.25, lon: 14.63, weight: 3 },
  { code: 'FRE', postcode: '4240', name: 'Freistadt', region: 'Oberösterreich', lat: 48.51, lon: 14.5, weight: 4 },
  { code: 'KIK', postcode: '4560', name: 'Kirchdorf an der Krems', region: 'Oberösterreich', lat: 47.9, lon: 14.12, weight: 3 },
  { code: 'GRZ', postcode: '8010', name: 'Graz', region: 'Steiermark', lat: 47.07, lon: 15.44, weight: 14 },
  { code: 'LEO', postcode: '8700', name: 'Leoben', region: 'Steiermark', lat: 47.38, lon: 15.09, weight: 5 },
  { code: 'KAP', postcode: '8605', name: 'Kapfenberg', region: 'Steiermark', lat: 47.44, lon: 15.29, weight: 5 },
  { code: 'DLB', postcode: '8530', name: 'Deutschlandsberg', region: 'Steiermark', lat: 46.82, lon: 15.22, weight: 3 },
  { code: 'FEL', postcode: '8330', name: 'Feldbach', region: 'Steiermark', lat: 46.95, lon: 15.89, weight: 4 },
  { code: 'HAR', postcode: '8230', name: 'Hartberg', region: 'Steiermark', lat: 47.28, lon: 15.97, weight: 3 },
  { code: 'JUD', postcode: '8750', name: 'Judenburg', region: 'Steiermark', lat: 47.17, lon: 14.66, weight: 3 },
  { code: 'WEI', postcode: '8160', name: 'Weiz', region: 'Steiermark', lat: 47.22, lon: 15.62, weight: 4 },
  { code: 'KLU', postcode: '9020', name: 'Klagenfurt am Wörthersee', region: 'Kärnten', lat: 46.62, lon: 14.31, weight: 10 },
  { code: 'VIL', postcode: '9500', name: 'Villach', region: 'Kärnten', lat: 46.61, lon: 13.85, weight: 8 },
  { code: 'WOL', postcode: '9400', name: 'Wolfsberg', region: 'Kärnten', lat: 46.84, lon: 14.84, weight: 4 },
  { code: 'SVG', postcode: '9300', name: 'St. Veit an der Glan', region: 'Kärnten', lat: 46.77, lon: 14.36, weight: 3 },
  { code: 'SPD', postcode: '9800', name: 'Spittal an der Drau', region: 'Kärnten', lat: 46.8, lon: 13.5, weight: 3 },
  { code: 'SBG', postcode: '5020', name: 'Salzburg', region: 'Salzburg', lat: 47.8, lon: 13.04, weight: 12 },
  { code: 'HAL', postcode: '5400', name: 'Hallein', region: 'Salzburg', lat: 47.68, lon: 13.1, weight: 4 },
  { code: 'BIS', postcode: '5500', name: 'Bischofshofen', region: 'Salzburg', lat: 47.42, lon: 13.22, weight: 3 },
  { code: 'ZAS', postcode: '5700', name: 'Zell am See', region: 'Salzburg', lat: 47.32, lon: 12.8, weight: 3 },
  { code: 'SJP', postcode: '5600', name: 'St. Johann im Pongau', region: 'Salzburg', lat: 47.35, lon: 13.2, weight: 3 },
  { code: 'IBK', postcode: '6020', name: 'Innsbruck', region: 'Tirol', lat: 47.27, lon: 11.39, weight: 11 },
  { code: 'KUF', postcode: '6330', name: 'Kufstein', region: 'Tirol', lat: 47.58, lon: 12.17, weight: 4 },
  { code: 'KIT', postcode: '6370', name: 'Kitzbühel', region: 'Tirol', lat: 47.45, lon: 12.39, weight: 3 },
  { code: 'IMS', postcode: '6460', name: 'Imst', region: 'Tirol', lat: 47.24, lon: 10.74, weight: 3 },
  { code: 'LAN', postcode: '6500', name: 'Landeck', region: 'Tirol', lat: 47.14, lon: 10.57, weight: 3 },
  { code: 'LIE', postcode: '9900', name: 'Lienz', region: 'Tirol', lat: 46.83, lon: 12.77, weight: 3 },
  { code: 'SCZ', postcode: '6130', name: 'Schwaz', region: 'Tirol', lat: 47.35, lon: 11.71, weight: 3 },
  { code: 'BRG', postcode: '6900', name: 'Bregenz', region: 'Vorarlberg', lat: 47.5, lon: 9.75, weight: 5 },
  { code: 'DOR', postcode: '6850', name: 'Dornbirn', region: 'Vorarlberg', lat: 47.41, lon: 9.74, weight: 6 },
  { code: 'FEK', postcode: '6800', name: 'Feldkirch', region: 'Vorarlberg', lat: 47.24, lon: 9.6, weight: 5 },
  { code: 'BLU', postcode: '6700', name: 'Bludenz', region: 'Vorarlberg', lat: 47.15, lon: 9.82, weight: 3 },
  { code: 'EIS', postcode: '7000', name: 'Eisenstadt', region: 'Burgenland', lat: 47.85, lon: 16.52, weight: 5 },
  { code: 'NSE', postcode: '7100', name: 'Neusiedl am See', region: 'Burgenland', lat: 47.95, lon: 16.84, weight: 4 },
  { code: 'OWA', postcode: '7400', name: 'Oberwart', region: 'Burgenland', lat: 47.29, lon: 16.2, weight: 4 },
  { code: 'OPU', postcode: '7350', name: 'Oberpullendorf', region: 'Burgenland', lat: 47.5, lon: 16.5, weight: 3 },
  { code: 'GUE', postcode: '7540', name: 'Güssing', region: 'Burgenland', lat: 47.06, lon: 16.32, weight: 3 },
  { code: 'WFA', postcode: '1100', name: 'Wien', region: 'Wien', lat: 48.17, lon: 16.38, weight: 8 },
  { code: 'WFL', postcode: '1210', name: 'Wien', region: 'Wien', lat: 48.28, lon: 16.41, weight: 7 },
  { code: 'WDO', postcode: '1220', name: 'Wien', region: 'Wien', lat: 48.23, lon: 16.48, weight: 8 },
  { code: 'WLI', postcode: '1230', name: 'Wien', region: 'Wien', lat: 48.14, lon: 16.29, weight: 6 },
];

export const STREETS: readonly string[] = [
  'Hauptstraße', 'Kirchengasse', 'Schulgasse', 'Bahnhofstraße', 'Dorfstraße', 'Wiener Straße',
  'Linzer Straße', 'Grazer Straße', 'Feldgasse', 'Gartengasse', 'Mühlgasse', 'Bergstraße',
  'Waldstraße', 'Wiesenweg', 'Lindenweg', 'Rosenweg', 'Birkenweg', 'Ahornweg', 'Kastanienallee',
  'Mozartstraße', 'Schubertstraße', 'Haydngasse', 'Johann-Strauß-Gasse', 'Kaiser-Franz-Josef-Straße',
  'Erzherzog-Johann-Straße', 'Andreas-Hofer-Straße', 'Florianigasse', 'Sonnenweg', 'Am Anger',
  'Marktplatz', 'Hauptplatz', 'Rathausplatz', 'Kirchenplatz', 'Bachgasse', 'Brunnengasse',
  'Steinfeldgasse', 'Weinberggasse', 'Kellergasse', 'Angerweg', 'Fabrikstraße', 'Industriestraße',
  'Gewerbestraße', 'Siedlungsstraße', 'Römerstraße', 'Am Mühlbach', 'Teichweg', 'Feldweg',
  'Obere Hauptstraße', 'Untere Hauptstraße', 'Roseggerstraße', 'Stifterstraße', 'Raiffeisenstraße',
  'Schlossgasse', 'Burggasse', 'Sportplatzweg', 'Friedhofstraße', 'Badgasse', 'Pfarrgasse',
  'Leopold-Figl-Straße', 'Julius-Raab-Straße', 'Dr.-Karl-Renner-Straße', 'Bertha-von-Suttner-Gasse',
  'Wachaustraße', 'Donaulände', 'Uferweg', 'Almweg', 'Tannenweg', 'Fichtenweg', 'Eichenweg',
  'Ulmenweg', 'Holunderweg', 'Blumengasse', 'Veilchengasse', 'Nelkengasse', 'Tulpenweg',
  'Heideweg', 'Föhrenweg', 'Hochfeldstraße', 'Grabenweg', 'Steinweg', 'Quellenstraße',
  'Sonnleitenweg', 'Panoramaweg', 'Klostergasse', 'Stadtplatz', 'Herrengasse', 'Postgasse',
  'Spitalgasse', 'Ziegelofengasse', 'Schmiedgasse', 'Bäckergasse', 'Färbergasse', 'Lederergasse',
];

export const FIRST_NAMES: readonly string[] = [
  'Maximilian', 'Lukas', 'David', 'Tobias', 'Florian', 'Elias', 'Jakob', 'Paul', 'Felix', 'Simon',
  'Stefan', 'Michael', 'Thomas', 'Andreas', 'Christian', 'Markus', 'Martin', 'Wolfgang', 'Johann',
  'Franz', 'Josef', 'Georg', 'Karl', 'Herbert', 'Gerhard', 'Manfred', 'Helmut', 'Bernhard',
  'Anna', 'Lena', 'Sophie', 'Marie', 'Laura', 'Hannah', 'Sarah', 'Julia', 'Katharina', 'Lisa',
  'Elisabeth', 'Maria', 'Christina', 'Sabine', 'Claudia', 'Monika', 'Andrea', 'Petra', 'Birgit',
  'Barbara', 'Theresa', 'Magdalena', 'Johanna', 'Valentina', 'Emma', 'Leonie', 'Verena', 'Ingrid',
];

export const LAST_NAMES: readonly string[] = [
  'Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer',
  'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier',
  'Schneider', 'Reiter', 'Mayr', 'Schmidt', 'Wimmer', 'Egger', 'Brunner', 'Lang', 'Baumgartner',
  'Auer', 'Binder', 'Lechner', 'Wolf', 'Wallner', 'Aigner', 'Ebner', 'Koller', 'Lehner', 'Haas',
  'Schuster', 'Holzer', 'Wieser', 'Stadler', 'Kaiser', 'Resch', 'Strasser', 'Haider', 'Hackl',
  'Brandstätter', 'Pirker', 'Kofler', 'Oberhauser', 'Zauner', 'Gassner', 'Lindner', 'Hölzl',
  'Prinz', 'Riegler', 'Sommer', 'Fellner', 'Kern', 'Unterberger', 'Pölzl', 'Rainer', 'Kainz',
];

/** Where the fibre termination point (Glasfaser-Abschlusspunkt) sits in a building. */
export const FIBRE_TERMINATION_POINTS: readonly string[] = [
  'Keller, Hausanschlussraum', 'Keller, Technikraum', 'Erdgeschoss, Abstellraum', 'Garage, Rückwand',
  'Stiegenhaus EG, Verteilerkasten', 'Vorraum, neben Stromzähler', 'Heizraum', 'Dachboden',
  'Wirtschaftsraum', 'Erdgeschoss, Hauswirtschaftsraum',
];

export const ACCESS_NOTES: readonly string[] = [
  'Schlüssel bei der Hausverwaltung', 'Hund im Garten, bitte vorher läuten', 'Zufahrt über die Hofeinfahrt',
  'Termine nur nach 16 Uhr', 'Eigentümer wohnt nicht vor Ort, Kontakt telefonisch',
  'Zugang über den Hintereingang', 'Parkplatz im Innenhof benutzen', 'Technikraum versperrt, Hausmeister verständigen',
];
