/** The nine Bundesländer, as the CRM and pm write them (`cos_region`, `area.region`). */
export const REGIONS: readonly string[] = [
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
  'Wien',
];

/** The Bundesland of `text` in its CRM spelling (any case), or null. */
export function regionOf(text: string): string | null {
  const wanted = text.toLocaleLowerCase('de');
  return REGIONS.find((name) => name.toLocaleLowerCase('de') === wanted) ?? null;
}
