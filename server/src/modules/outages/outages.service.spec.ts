import { describe, expect, it } from 'vitest';
import { FORMATTED } from '../../sources';
import type { UpstreamScope } from '../../sources';
import { bannerColour, colourFeed, createOutageService, nextChange } from './outages.service';
import { toBanner, toNotification } from './outages.mappers';
import type { OutageNotification } from './outages.mappers';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('banner colours (SPEC.md §4)', () => {
  it.each<[string, string, string | null, number | null, string]>([
    ['a Wartung that started an hour ago', 'Wartung', at(-3_600_000), 181510001, 'yellow'],
    ['a Wartung starting this very millisecond', 'Wartung', at(0), 181510000, 'yellow'],
    ['a Wartung that started 1 ms ago', 'Wartung', at(-1), 181510000, 'yellow'],
    ['a Wartung starting in 1 ms', 'Wartung', at(1), 181510000, 'grey'],
    ['a Wartung announced for tomorrow', 'Wartung', at(86_400_000), 181510000, 'grey'],
    ['a Wartung without a start', 'Wartung', null, 181510000, 'grey'],
    ['a Wartung with an unreadable start', 'Wartung', 'bald', 181510000, 'grey'],
    ['a future Wartung with status 181510002 (the status rule is for Störungen)', 'Wartung', at(60_000), 181510002, 'grey'],
    ['a Störung with status 181510002', 'Störung', at(-60_000), 181510002, 'yellow'],
    ['a Störung with status 181510002 not yet started', 'Störung', at(60_000), 181510002, 'yellow'],
    ['a Störung with status 181510001', 'Störung', at(-60_000), 181510001, 'red'],
    ['a Störung with status 181510003', 'Störung', at(-60_000), 181510003, 'red'],
    ['a Störung without status', 'Störung', at(-60_000), null, 'red'],
    ['a notification of another kind', 'Meldung', at(-60_000), 181510002, 'grey'],
  ])('%s is %s', (_name, kind, startTime, status, colour) => {
    expect(bannerColour({ kind, startTime, status }, NOW)).toBe(colour);
  });
});

const notification = (overrides: Partial<OutageNotification>): OutageNotification => ({
  id: 'x',
  kind: 'Störung',
  title: 'Störung',
  startTime: at(-60_000),
  endTime: at(3_600_000),
  durationHours: 1,
  status: 181510001,
  statusLabel: 'Aktiv',
  affectedAans: [],
  reason: null,
  region: null,
  ...overrides,
});

describe('the feed as the dashboard shows it', () => {
  it('puts red before yellow before grey, then the earlier start first', () => {
    const feed = [
      notification({ id: 'grey', kind: 'Wartung', startTime: at(86_400_000), endTime: at(90_000_000) }),
      notification({ id: 'yellow-late', kind: 'Wartung', startTime: at(-1_000) }),
      notification({ id: 'red', status: 181510001 }),
      notification({ id: 'yellow-early', status: 181510002, startTime: at(-7_200_000) }),
    ];
    expect(colourFeed(feed, NOW).map((n) => [n.id, n.colour])).toEqual([
      ['red', 'red'],
      ['yellow-early', 'yellow'],
      ['yellow-late', 'yellow'],
      ['grey', 'grey'],
    ]);
  });

  it('drops what has ended by now, so a stale copy shows no old outage', () => {
    const feed = [notification({ id: 'ended', endTime: at(0) }), notification({ id: 'running', endTime: at(1) }), notification({ id: 'open', endTime: null })];
    expect(colourFeed(feed, NOW).map((n) => n.id)).toEqual(['open', 'running']);
  });
});

describe('the banners of one feed copy', () => {
  const feed = [
    notification({ id: 'maintenance', kind: 'Wartung', startTime: at(1_000), endTime: at(5_000) }),
    notification({ id: 'outage', status: 181510001, startTime: at(-60_000), endTime: at(2_000) }),
    notification({ id: 'open', kind: 'Meldung', startTime: at(-1), endTime: null }),
  ];
  const scope = { shared: async () => feed } as unknown as UpstreamScope;

  it('change only when a start or an end passes', () => {
    expect(nextChange(feed, NOW)).toBe(NOW + 1_000);
    expect(nextChange(feed, NOW + 1_000)).toBe(NOW + 2_000);
    expect(nextChange(feed, NOW + 5_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('are reused between those moments and equal the freshly coloured feed at every moment, also with a clock going back', async () => {
    let now = NOW;
    const outages = createOutageService({ now: () => now });
    const first = await outages.banners(scope, ['viewer', 'banners']);
    now = NOW + 999;
    expect(await outages.banners(scope, ['viewer', 'banners'])).toBe(first);
    for (const offset of [-5, 0, 999, 1_000, 1_001, 1_999, 2_000, 2_500, 4_999, 5_000, 9_000, 0, 1_500]) {
      now = NOW + offset;
      expect(await outages.banners(scope, ['viewer', 'banners']), `at ${offset} ms`).toEqual(colourFeed(feed, now).map(toBanner));
    }
  });
});

describe('CRM notifications', () => {
  it('read the formatted type, the AAN list and the status label', () => {
    expect(
      toNotification({
        cos_outagenotificationid: 'o1',
        cos_name: 'Störung KRE01 Krems',
        cos_type: 181510001,
        [`cos_type${FORMATTED}`]: 'Störung',
        cos_starttime: '2026-11-22T08:00:00Z',
        cos_endtime: '2026-11-22T12:00:00Z',
        cos_duration: 4,
        cos_status: 181510002,
        [`cos_status${FORMATTED}`]: 'Eingeschränkt',
        cos_affectedaans: 'KRE01, KRE02',
        cos_reason: 'Kabelschaden',
        cos_region: 'Niederösterreich',
      }),
    ).toEqual({
      id: 'o1',
      kind: 'Störung',
      title: 'Störung KRE01 Krems',
      startTime: '2026-11-22T08:00:00Z',
      endTime: '2026-11-22T12:00:00Z',
      durationHours: 4,
      status: 181510002,
      statusLabel: 'Eingeschränkt',
      affectedAans: ['KRE01', 'KRE02'],
      reason: 'Kabelschaden',
      region: 'Niederösterreich',
    });
  });

  it('fall back to the option value and a title from kind and AANs', () => {
    expect(toNotification({ cos_outagenotificationid: 'o2', cos_type: 181510000, cos_affectedaans: 'GRZ01' })).toMatchObject({
      kind: 'Wartung',
      title: 'Wartung GRZ01',
    });
  });
});
