import type { InputProblems } from './errors';
import { ID_FORMATS, idFilter, textFilter } from './list-input';

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

/** The address conditions every list filter shares: Bundesland, postcode and place. */
export interface AddressFilterInput {
  region?: string | null;
  postcode?: string | null;
  place?: string | null;
}

/**
 * The checked address conditions of a list filter: the Bundesland in its CRM spelling (an
 * unknown one is a problem naming the nine), the postcode in its id format and the place.
 */
export function addressFilter(problems: InputProblems, filter: AddressFilterInput): { region: string | null; postcode: string | null; place: string | null } {
  const regionText = textFilter(problems, 'filter.region', 'Das Bundesland', filter.region);
  const region = regionText === null ? null : regionOf(regionText);
  if (regionText !== null && region === null) problems.add('filter.region', `Unbekanntes Bundesland. Möglich sind: ${REGIONS.join(', ')}.`);
  const postcode = idFilter(problems, 'filter.postcode', filter.postcode, ID_FORMATS.postcode);
  const place = textFilter(problems, 'filter.place', 'Der Ort', filter.place);
  return { region, postcode, place };
}
