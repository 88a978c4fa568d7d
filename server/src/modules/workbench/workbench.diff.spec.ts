import { describe, expect, it } from 'vitest';
import { describeChanges, describeUsers, joinGerman } from './workbench.diff';
import { rulesOf, shippedRules, shippedWith } from '../../../test/support/workbench-rules';

const HA_BAU_TYPES = 'types: [bau-main, baufirma, pm-am, planning, pmo]';
const live = shippedRules();

describe('the changes of a draft in words', () => {
  it.each([
    [
      'a type removed from a menu entry that its tile follows',
      shippedWith('menu.yaml', HA_BAU_TYPES, 'types: [bau-main, baufirma, pm-am, pmo]'),
      [
        'HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)',
        'Seite „HA-Bau“ (/pans-branch) kann von planning nicht mehr geöffnet werden',
        'Seite „CIDs des PAN (HA-Bau)“ (/pans-branch/:aan_pan/cids) kann von planning nicht mehr geöffnet werden',
      ],
    ],
    [
      'a type added',
      shippedWith('menu.yaml', HA_BAU_TYPES, 'types: [bau-main, baufirma, pm-am, planning, pmo, nwops]'),
      [
        'HA-Bau ist jetzt auch für nwops sichtbar (Menü und Kachel)',
        'Seite „HA-Bau“ (/pans-branch) kann jetzt auch von nwops geöffnet werden',
        'Seite „CIDs des PAN (HA-Bau)“ (/pans-branch/:aan_pan/cids) kann jetzt auch von nwops geöffnet werden',
      ],
    ],
    [
      'a label for everyone',
      shippedWith('menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: Störungen, en: Faults }'),
      ['„Tickets / Tickets“ heißt jetzt „Störungen / Faults“ (Menü)'],
    ],
    [
      'a label for one type',
      shippedWith(
        'menu.yaml',
        '      label: { de: HA-Bau, en: Connection construction }\n',
        '      label: { de: HA-Bau, en: Connection construction }\n      labelByType:\n        planning: { de: Hausanschlüsse, en: House connections }\n',
      ),
      ['„HA-Bau / Connection construction“ heißt für planning jetzt „Hausanschlüsse / House connections“ (Menü)'],
    ],
    ['an entry moved up', shippedWith('menu.yaml', 'order: 90', 'order: 15'), ['Tickets steht jetzt vor CID Status (Menü)']],
    ['order numbers renumbered without moving anything', shippedWith('menu.yaml', 'order: 90', 'order: 95'), []],
    [
      'a role restriction (the menu also depends on the header condition, the tile does not)',
      shippedWith('menu.yaml', 'excludeTypes: [intern, c-management]', 'excludeTypes: [intern, c-management]\n        roles: [admin, superadmin]'),
      [
        'Tickets ist für isp als user mit Accountid sowie baufirma, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, nwops, planning und noc als user nicht mehr sichtbar (Menü)',
        'Tickets ist für isp, baufirma, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, nwops, planning und noc als user nicht mehr sichtbar (Kachel)',
        'Seite „Tickets“ (/tickets) kann von isp, baufirma, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, nwops, planning und noc als user nicht mehr geöffnet werden',
        'Seite „Ticketdetails“ (/tickets/:ticketnumber) kann von isp, baufirma, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, nwops, planning und noc als user nicht mehr geöffnet werden',
      ],
    ],
    [
      'the header menu opened to isp without accountid',
      shippedWith('menu.yaml', 'requires: accountIdOrInternalType\n\n  entries', '{}\n\n  entries'),
      [
        'Das Kopfmenü ist jetzt auch für isp ohne Accountid sichtbar',
        'Dashboard ist jetzt auch für isp ohne Accountid sichtbar (Menü)',
        'Standorte ist jetzt auch für isp ohne Accountid sichtbar (Menü)',
        'Tickets ist jetzt auch für isp ohne Accountid sichtbar (Menü)',
      ],
    ],
    [
      'a greeting for one type',
      shippedWith('home.yaml', 'isp: { de: Willkommen im ISP-Portal!', 'isp: { de: Servus im ISP-Portal!'),
      ['Begrüßung für isp: „Servus im ISP-Portal! / Welcome to the ISP portal!“ statt „Willkommen im ISP-Portal! / Welcome to the ISP portal!“'],
    ],
    [
      'a screen title',
      shippedWith('tickets.yaml', 'title: { de: Tickets, en: Tickets }', 'title: { de: Störungstickets, en: Fault tickets }'),
      ['Seite /tickets heißt jetzt „Störungstickets / Fault tickets“ statt „Tickets / Tickets“'],
    ],
    [
      'a tile route',
      shippedWith('home.yaml', 'route: /locations?tab=order', 'route: /locations?tab=bestellen'),
      ['Glasfaseranschluss bestellen führt jetzt zu /locations?tab=bestellen statt /locations?tab=order (Kachel)'],
    ],
    [
      'a tile removed',
      shippedWith(
        'home.yaml',
        `    - id: order-connection\n      label: { de: Glasfaseranschluss bestellen, en: Order a fibre connection }\n      route: /locations?tab=order\n      order: 30\n      access:\n        types: [isp]\n      icon: file-signature\n      description: { de: Bestellen und Unterschriften verfolgen, en: Order and follow signatures }\n      count:\n        source: orders-awaiting-signature\n        text: { de: '{count} Bestellungen warten auf die Unterschrift', en: '{count} orders await the signature' }\n        one: { de: 1 Bestellung wartet auf die Unterschrift, en: 1 order awaits the signature }\n        none: { de: Keine Bestellung wartet auf die Unterschrift, en: No order awaits the signature }\n\n`,
        '',
      ),
      ['Glasfaseranschluss bestellen entfällt (Kachel)'],
    ],
    [
      'a tile added',
      shippedWith(
        'home.yaml',
        '    - id: outages\n',
        '    - id: open-tickets\n      label: { de: Offene Tickets, en: Open tickets }\n      route: /tickets?status=offen\n      order: 105\n      access:\n        types: [noc]\n\n    - id: outages\n',
      ),
      ['Neu: Offene Tickets (/tickets?status=offen), sichtbar für noc (Kachel)'],
    ],
    [
      'what a page shows beyond its rule',
      shippedWith('outages.yaml', "intro: { de: 'Alle Störungen und Wartungen im Netz", "intro: { de: 'Sämtliche Störungen und Wartungen im Netz"),
      ['Seite „Ausfallhistorie“ (/outages): Inhalt der Seite geändert (intro)'],
    ],
    ['only a comment', shippedWith('menu.yaml', '# Reihenfolge', '# Die Reihenfolge'), []],
  ])('describes %s', (_name, texts, expected) => {
    expect(describeChanges(live, rulesOf(texts)).map((change) => change.message)).toEqual(expected);
  });

  it('marks which entry and where each change is', () => {
    const changes = describeChanges(live, rulesOf(shippedWith('menu.yaml', HA_BAU_TYPES, 'types: [bau-main, baufirma, pm-am, pmo]')));
    expect(changes[0]).toMatchObject({ kind: 'visibility', scopes: ['menu', 'tile'], itemId: 'ha-bau' });
  });
});

describe('who a set of users is', () => {
  it.each([
    [['a'], 'a'],
    [['a', 'b'], 'a und b'],
    [['a', 'b', 'c'], 'a, b und c'],
  ])('joins %j as %s', (items, text) => expect(joinGerman(items)).toBe(text));

  const cells = (...keys: string[]) => new Set(keys);
  it.each([
    ['one type, every role and account state', cells('12|0|0', '12|0|1', '12|1|0', '12|1|1', '12|2|0', '12|2|1'), 'planning'],
    ['one type, two roles', cells('12|1|0', '12|1|1', '12|2|0', '12|2|1'), 'planning als admin und superadmin'],
    ['isp without accountid only', cells('0|0|0', '0|1|0', '0|2|0'), 'isp ohne Accountid'],
    ['mixed account states per role', cells('0|0|1', '0|1|0', '0|1|1'), 'isp als user mit Accountid und admin'],
  ])('names %s', (_name, keys, text) => expect(describeUsers(keys)).toBe(text));

  it('says "alle Typen" when every type is meant', () => {
    const all = new Set(Array.from({ length: 14 }, (_v, type) => [`${type}|1|0`, `${type}|1|1`]).flat());
    expect(describeUsers(all)).toBe('alle Typen als admin');
  });
});
