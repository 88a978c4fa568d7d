import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { renderWithApollo } from '../../../test/apollo';
import { niceScale } from '../components/charts';
import { toCsv } from '../../lib/csv';
import { ensureLanguage, i18n } from '../../lib/i18n';
import { ReportQuery } from '../operations/reporting';
import { shippedScreen } from '../../../test/support/sdui/screens';
import DashboardScreen from './dashboard-screen';

/** `/reporting` as screens/reporting.yaml declares it: the generic dashboard with a period and four chart blocks. */
const reporting = shippedScreen('reporting.yaml', 'reporting');
const ReportingPage = () => <DashboardScreen screen={reporting} />;

const REPORT = {
  __typename: 'Report',
  from: '2026-01',
  to: '2026-02',
  months: ['2026-01', '2026-02'],
  outages: [
    { __typename: 'ReportOutageMonth', month: '2026-01', maintenance: 3, incidents: 1 },
    { __typename: 'ReportOutageMonth', month: '2026-02', maintenance: 0, incidents: 4 },
  ],
  repairTimes: [
    { __typename: 'ReportRepairTimeMonth', month: '2026-01', resolved: 10, meanHours: 26.5 },
    { __typename: 'ReportRepairTimeMonth', month: '2026-02', resolved: 0, meanHours: null },
  ],
  ticketStatuses: {
    __typename: 'ReportTicketStatuses',
    statuses: ['In Bearbeitung', 'Problem behoben'],
    months: [
      { __typename: 'ReportTicketStatusMonth', month: '2026-01', total: 7, counts: [2, 5] },
      { __typename: 'ReportTicketStatusMonth', month: '2026-02', total: 1, counts: [1, 0] },
    ],
  },
  connections: [
    { __typename: 'ReportConnectionMonth', month: '2026-01', connected: 120 },
    { __typename: 'ReportConnectionMonth', month: '2026-02', connected: 98 },
  ],
};

const mock = (report: Record<string, unknown>, errors?: GraphQLError[], variables: Record<string, string> = {}): MockLink.MockedResponse => ({
  request: { query: ReportQuery, variables },
  result: { data: { report }, ...(errors ? { errors } : {}) },
});

const region = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('.chakra-card__root') as HTMLElement;

describe('reporting on the generic dashboard (screens/reporting.yaml)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('de');
  });

  it('draws each figure as a chart with its table beside it and a CSV download', async () => {
    renderWithApollo(<ReportingPage />, { mocks: [mock(REPORT)] });
    expect(await screen.findByRole('img', { name: 'Diagramm: Störungen und Wartungen je Monat' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Diagramm:/ })).toHaveLength(4);
    const outages = within(region('Störungen und Wartungen je Monat'));
    expect(outages.getAllByRole('row').map((row) => row.textContent)).toEqual(['MonatWartungStörung', 'Jän. 2631', 'Feb. 2604']);
    const repair = within(region('Mittlere Reparaturzeit der Tickets'));
    expect(repair.getAllByRole('row').map((row) => row.textContent)).toEqual(['MonatGelöstMittelwert (Stunden)', 'Jän. 261026,5', 'Feb. 260–']);
    const tickets = within(region('Tickets nach Status (nach Eröffnungsmonat)'));
    expect(tickets.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Monat', 'In Bearbeitung', 'Problem behoben', 'Summe']);
    expect(screen.getAllByRole('button', { name: /^CSV herunterladen: / })).toHaveLength(4);
    // The month fields show the range the server chose, with German month names.
    expect((screen.getByLabelText('Von (Monat)') as HTMLInputElement).value).toBe('Jänner 2026');
    expect((screen.getByLabelText('Bis (Monat)') as HTMLInputElement).value).toBe('Februar 2026');
    // The stacked ticket chart and the line of the repair times.
    expect(document.querySelectorAll('svg[data-chart="line"]')).toHaveLength(1);
    expect(
      within(region('Angeschlossene CIDs je Monat'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonatAngeschlossen', 'Jän. 26120', 'Feb. 2698']);
  });

  it('explains a reversed or malformed range at its field, and asks nothing', async () => {
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    renderWithApollo(
      <>
        <ReportingPage />
        <Address />
      </>,
      { mocks: [mock(REPORT)] },
    );
    expect(await screen.findByRole('img', { name: 'Diagramm: Störungen und Wartungen je Monat' })).toBeTruthy();
    const to = screen.getByLabelText('Bis (Monat)');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('Der Zeitraum endet vor seinem Beginn.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(screen.getByTestId('address').textContent).toBe('');
    await userEvent.clear(to);
    await userEvent.type(to, '01.2031');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('Der Zeitraum darf höchstens 36 Monate umfassen.')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('');
    // Text that is no month is named with the formats the field takes.
    await userEvent.clear(to);
    await userEvent.type(to, 'Brumaire 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('„Brumaire 2026“ ist kein Monat (erwartet: MM.JJJJ oder der Monat mit Namen, z. B. 03.2026 oder März 2026).')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('reads the range from the address and writes a new one there', async () => {
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    const range = { from: '2026-01', to: '2026-02' };
    renderWithApollo(
      <>
        <ReportingPage />
        <Address />
      </>,
      {
        route: '/reporting?from=2026-01&to=2026-02',
        mocks: [mock(REPORT, undefined, range), mock({ ...REPORT, from: '2025-12' }, undefined, { from: '2025-12', to: '2026-02' })],
      },
    );
    expect(await screen.findByRole('img', { name: 'Diagramm: Störungen und Wartungen je Monat' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Von (Monat)'));
    await userEvent.type(screen.getByLabelText('Von (Monat)'), 'Dez. 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?from=2025-12&to=2026-02'));
    await waitFor(() => expect((screen.getByLabelText('Von (Monat)') as HTMLInputElement).value).toBe('Dezember 2025'));
  });

  it('names the months in the chosen language, not the browser’s', async () => {
    // A browser set to American English must not show English months in the German portal…
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    renderWithApollo(<ReportingPage />, { mocks: [mock(REPORT)] });
    await waitFor(() => expect((screen.getByLabelText('Von (Monat)') as HTMLInputElement).value).toBe('Jänner 2026'));
    expect(screen.getByLabelText('Von (Monat)').getAttribute('placeholder')).toBe('MM.JJJJ');
  });

  it('shows and takes English months for an English user in a German browser', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    await ensureLanguage('en');
    await i18n.changeLanguage('en');
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    const english = shippedScreen('reporting.yaml', 'reporting', 'en');
    renderWithApollo(
      <>
        <DashboardScreen screen={english} />
        <Address />
      </>,
      { mocks: [mock(REPORT), mock({ ...REPORT, from: '2025-11' }, undefined, { from: '2025-11', to: '2026-02' })] },
    );
    await waitFor(() => expect((screen.getByLabelText('From (month)') as HTMLInputElement).value).toBe('January 2026'));
    expect((screen.getByLabelText('To (month)') as HTMLInputElement).value).toBe('February 2026');
    const from = screen.getByLabelText('From (month)');
    await userEvent.clear(from);
    await userEvent.type(from, 'März 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('“März 2026” is not a month (expected: MM/YYYY or the month by name, e.g. 03/2026 or March 2026).')).toBeTruthy();
    await userEvent.clear(from);
    await userEvent.type(from, 'Nov 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?from=2025-11&to=2026-02'));
    await waitFor(() => expect((screen.getByLabelText('From (month)') as HTMLInputElement).value).toBe('November 2025'));
  });

  it('keeps the other figures when one could not be loaded', async () => {
    const error = new GraphQLError('Das CRM antwortet nicht.', { path: ['report', 'outages'], extensions: { code: 'UPSTREAM' } });
    renderWithApollo(<ReportingPage />, { mocks: [mock({ ...REPORT, outages: null }, [error])] });
    expect((await screen.findByText(/Diese Kennzahl konnte nicht geladen werden/)).textContent).toContain('Das CRM antwortet nicht.');
    expect(screen.getAllByRole('img', { name: /^Diagramm:/ })).toHaveLength(3);
  });
});

describe('the chart scale', () => {
  it.each([
    [0, 4, 1],
    [7, 8, 2],
    [120, 150, 50],
    [26.5, 30, 10],
  ])('takes %d up to %d in steps of %d', (max, top, step) => {
    expect(niceScale(max)).toEqual({ top, step });
  });
});

describe('CSV', () => {
  it('writes semicolons, decimal commas and a byte-order mark, quoting where needed', () => {
    expect(
      toCsv(
        ['Monat', 'Mittelwert'],
        [
          ['2026-01', 26.5],
          ['2026-02', null],
          ['a;b "c"', 3],
        ],
      ),
    ).toBe('\uFEFFMonat;Mittelwert\r\n2026-01;26,5\r\n2026-02;\r\n"a;b ""c""";3\r\n');
  });
});
