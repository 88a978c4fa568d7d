/**
 * Issue 20 (B6, B13): the list reads that got cheaper answer exactly what they answered
 * before. A page read matches-first (few matches of a text filter) is the page of the full
 * ordered set; a total remembered by the count cache follows every write, plain or in a
 * transaction; the suggestions' order along the new address index is the order sorted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../../test/support/embedded-upstream';
import type { TestUpstream } from '../../../test/support/embedded-upstream';

let t: TestUpstream;

beforeAll(async () => {
  t = await startTestUpstream();
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

const query = (o: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The database's collation is C: text orders by its UTF-8 bytes; nulls last ascending, first descending. */
function compareText(a: string | null, b: string | null, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return descending ? -1 : 1;
  if (b === null) return descending ? 1 : -1;
  const order = Buffer.compare(Buffer.from(a), Buffer.from(b));
  return descending ? -order : order;
}

/** Every row matching `filter` (one request, at most 5,000), sorted here by `order` ([column, descending] pairs). */
async function sortedHere(set: string, key: string, filter: string, order: [string, boolean][]): Promise<string[]> {
  const columns = [key, ...order.map(([c]) => c)];
  const { status, body } = await t.get(`/crm/${set}?${query({ $filter: filter, $select: columns.join(','), $top: 5000 })}`);
  expect(status).toBe(200);
  expect(body['@odata.nextLink']).toBeUndefined();
  const rows = body.value as Record<string, string | null>[];
  const full = [...order, ...(order.some(([c]) => c === key) ? [] : [[key, false] as [string, boolean]])];
  rows.sort((a, b) => {
    for (const [column, descending] of full) {
      const c = compareText(a[column] ?? null, b[column] ?? null, descending);
      if (c !== 0) return c;
    }
    return 0;
  });
  return rows.map((row) => row[key]!);
}

describe('a page of a text filter with few matches (read matches-first)', () => {
  it.each([
    ['cids', 'cos_cid', "contains(cos_place,'inn')", [['cos_postcode', false]], 20, 0],
    ['cids', 'cos_cid', "contains(cos_place,'inn')", [['cos_postcode', true]], 20, 40],
    [
      'cids',
      'cos_cid',
      "contains(cos_place,'inn')",
      [
        ['cos_place', false],
        ['cos_cid', true],
      ],
      50,
      100,
    ],
    ['cids', 'cos_cid', "contains(cos_street,'weg') and cos_region eq 'Tirol'", [['cos_street', false]], 20, 0],
    [
      'locations',
      'cos_locationid',
      "(contains(cos_street,'Haupt') or contains(cos_place,'Haupt'))",
      [
        ['cos_street', false],
        ['cos_housenumber', false],
      ],
      20,
      0,
    ],
  ] as [string, string, string, [string, boolean][], number, number][])(
    '%s (key %s) where %s, ordered by %j: the same rows as the whole set sorted',
    async (set, key, filter, order, top, skip) => {
      const orderby = order.map(([c, d]) => `${c} ${d ? 'desc' : 'asc'}`).join(',');
      const { status, body } = await t.get(`/crm/${set}?${query({ $filter: filter, $orderby: orderby, $top: top, $skip: skip, $count: true })}`);
      expect(status).toBe(200);
      const all = await sortedHere(set, key, filter, order);
      // Few enough matches for the matches-first read, and enough for the page to mean something.
      expect(body['@odata.count']).toBe(all.length);
      expect(all.length).toBeGreaterThan(top);
      expect(all.length).toBeLessThanOrEqual(2_500);
      expect(body.value.map((row: Record<string, string>) => row[key])).toEqual(all.slice(skip, skip + top));
    },
  );

  it('suggestions (no total) of two characters, a postcode and longer words: the first rows of the sorted matches', async () => {
    for (const filter of [
      "(contains(cos_street,'Ki') or contains(cos_place,'Ki'))",
      "(cos_postcode eq '6020' or startswith(cos_housenumber,'6020'))",
      "(contains(cos_street,'Hauptstraße') or contains(cos_place,'Hauptstraße')) and startswith(cos_housenumber,'1')",
      "(contains(cos_street,'Dorf') or contains(cos_place,'Dorf'))",
    ]) {
      const order: [string, boolean][] = [
        ['cos_street', false],
        ['cos_housenumber', false],
        ['cos_postcode', false],
      ];
      const { body } = await t.get(
        `/crm/locations?${query({ $filter: filter, $orderby: 'cos_street asc,cos_housenumber asc,cos_postcode asc', $top: 8, $select: 'cos_locationid,cos_street' })}`,
      );
      const all = await sortedHere('locations', 'cos_locationid', filter, order);
      expect(all.length, filter).toBeGreaterThan(8);
      expect(
        body.value.map((row: Record<string, string>) => row.cos_locationid),
        filter,
      ).toEqual(all.slice(0, 8));
    }
  });
});

describe('totals remembered until the next write', () => {
  const ticketsOf = async (cid: string) =>
    (await t.get(`/crm/incidents?${query({ $filter: `cos_cid eq '${cid}'`, $top: 1, $count: true })}`)).body['@odata.count'] as number;
  const notesOf = async (incidentId: string) =>
    (await t.get(`/crm/annotations?${query({ $filter: `_objectid_value eq '${incidentId}'`, $top: 1, $count: true })}`)).body['@odata.count'] as number;

  it('counts a ticket written by a plain insert and a note written in a transaction', async () => {
    const before = await ticketsOf('CID-000002');
    expect(await ticketsOf('CID-000002')).toBe(before);
    const subject = (await t.get('/crm/subjects')).body.value[0];
    const created = await t.send('POST', '/crm/incidents', { title: 'Zählprobe', _subjectid_value: subject.subjectid, casetypecode: 2, cos_cid: 'CID-000002' });
    expect(created.status).toBe(201);
    expect(await ticketsOf('CID-000002')).toBe(before + 1);

    expect(await notesOf(created.body.incidentid)).toBe(0);
    const note = await t.send('POST', '/crm/annotations', {
      'objectid_incident@odata.bind': `/incidents(${created.body.incidentid})`,
      notetext: 'Erste Notiz',
      cos_author: 'NOC',
    });
    expect(note.status).toBe(201);
    expect(await notesOf(created.body.incidentid)).toBe(1);
  });
});
