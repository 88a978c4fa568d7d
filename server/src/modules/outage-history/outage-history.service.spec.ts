/** The history's query and the 'current' mark, without an upstream. */
import { describe, expect, it } from 'vitest';
import { isCurrent, outageHistoryQuery, toOutageRecord } from './outage-history.service';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('outageHistoryQuery', () => {
  it('asks newest first, with the id last for stable pages, and no filter by default', () => {
    expect(outageHistoryQuery({}, NOW)).toEqual({ filter: '', orderby: 'cos_starttime desc,cos_outagenotificationid asc', page: { first: 20, offset: 0 } });
  });

  it('turns every filter into its OData condition, with Austrian days', () => {
    const { filter } = outageHistoryQuery(
      {
        filter: {
          kinds: ['Störung'],
          statuses: [181510001, 181510002],
          startFrom: '2026-07-01',
          startTo: '2026-07-31',
          aan: 'kre01',
          text: "O'Brien",
          current: true,
        },
      },
      NOW,
    );
    expect(filter).toBe(
      [
        'cos_type in (181510001)',
        'cos_status in (181510001,181510002)',
        'cos_starttime ge 2026-06-30T22:00:00Z',
        'cos_starttime lt 2026-07-31T22:00:00Z',
        "contains(cos_affectedaans,'KRE01')",
        "(contains(cos_name,'O''Brien') or contains(cos_reason,'O''Brien'))",
        '(cos_endtime gt 2026-11-22T10:00:00Z and cos_status ne 181510005)',
      ].join(' and '),
    );
  });

  it('refuses an unknown sort field naming the allowed ones', () => {
    expect(() => outageHistoryQuery({ page: { sort: [{ field: 'colour' }] } }, NOW)).toThrow(/Möglich sind: start, end, kind, status, duration, title/);
  });
});

describe('current outages', () => {
  const outage = {
    id: '1',
    kind: 'Störung',
    title: 'Störung KRE01',
    startTime: '2026-11-22T08:00:00Z',
    durationHours: 4,
    statusLabel: 'Aktiv',
    affectedAans: ['KRE01'],
    reason: null,
    region: null,
  };

  it.each([
    { name: 'a running Störung', endTime: '2026-11-22T12:00:00Z', status: 181510001, current: true, colour: 'red' },
    { name: 'a restricted Störung', endTime: '2026-11-22T12:00:00Z', status: 181510002, current: true, colour: 'yellow' },
    { name: 'an ended Störung', endTime: '2026-11-22T09:00:00Z', status: 181510003, current: false, colour: null },
    { name: 'a cancelled outage', endTime: '2026-11-23T09:00:00Z', status: 181510005, current: false, colour: null },
  ])('marks $name as current: $current, colour $colour', ({ endTime, status, current, colour }) => {
    expect(isCurrent({ endTime, status }, NOW)).toBe(current);
    expect(toOutageRecord({ ...outage, endTime, status }, NOW)).toMatchObject({ current, bannerColour: colour });
  });
});
