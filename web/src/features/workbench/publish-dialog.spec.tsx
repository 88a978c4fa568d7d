import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { PublishDialog } from './publish-dialog';
import { PublishRulesMutation } from './workbench-operations';

const draft = {
  baseVersion: 4,
  baseFiles: [
    { name: 'home.yaml', text: 'home: {}\n' },
    { name: 'menu.yaml', text: 'menu: {}\n' },
    { name: 'alt.yaml', text: 'screens: []\n' },
  ],
  files: [
    { name: 'home.yaml', text: 'home: {}\n' },
    { name: 'menu.yaml', text: 'menu: { neu: 1 }\n' },
  ],
};
// Only what the draft changed is sent: the changed file and the removed one.
const sent = { baseVersion: 4, files: [{ name: 'menu.yaml', text: 'menu: { neu: 1 }\n' }], removedFiles: ['alt.yaml'] };
const change = {
  __typename: 'RuleChange',
  kind: 'visibility',
  scopes: ['menu', 'tile'],
  itemId: 'ha-bau',
  message: 'HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)',
};
const guard = { __typename: 'RuleGuard', code: 'DASHBOARD_HIDDEN', message: 'Das Dashboard verschwindet aus dem Menü für noc.' };

function publishMock(comment: string, confirmedGuards: string[], publishRules: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: PublishRulesMutation, variables: { input: { draft: sent, comment, confirmedGuards } } },
    result: { data: { publishRules: { __typename: 'PublishRulesResult', version: null, error: null, ...publishRules } } },
  };
}

const version = (number: number) => ({
  __typename: 'RuleVersion',
  number,
  live: true,
  source: 'workbench',
  comment: 'Test',
  author: 'Verena Strasser',
  authorEmail: 'superadmin@example.at',
  publishedAt: '2026-03-01T09:00:00.000Z',
  restoredFrom: null,
});

describe('PublishDialog', () => {
  it('shows the changes, needs a comment and every guard confirmed, then publishes', async () => {
    const onPublished = vi.fn();
    renderWithApollo(
      <PublishDialog open onClose={() => undefined} draft={draft} changes={[change]} guards={[guard]} onPublished={onPublished} onRebase={() => undefined} />,
      { mocks: [publishMock('Dashboard für noc weg', ['DASHBOARD_HIDDEN'], { ok: true, version: version(5) })] },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Veröffentlichen' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kommentar/ }), 'Dashboard für noc weg');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByText(/Ich habe verstanden und will das: Das Dashboard verschwindet/));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onPublished).toHaveBeenCalledWith(5));
  });

  it('says that live moved, shows the new diff and offers to take the draft onto the new version', async () => {
    const onRebase = vi.fn();
    renderWithApollo(
      <PublishDialog open onClose={() => undefined} draft={draft} changes={[]} guards={[]} onPublished={() => undefined} onRebase={onRebase} />,
      {
        mocks: [
          publishMock('Neue Texte', [], {
            ok: false,
            error: {
              __typename: 'RulePublishError',
              code: 'LIVE_MOVED',
              message: 'Gerade eben wurde Version 5 veröffentlicht (Erika Musterfrau, „Tickets“).',
              issues: [],
              guards: [],
              live: { __typename: 'RuleVersion', number: 5, author: 'Erika Musterfrau', comment: 'Tickets' },
              changes: [change],
            },
          }),
        ],
      },
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kommentar/ }), 'Neue Texte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Inzwischen wurde eine andere Version veröffentlicht');
    expect(alert.textContent).toContain('Gerade eben wurde Version 5 veröffentlicht');
    expect(within(dialog).getByText('HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Entwurf auf Version 5 beziehen' }));
    expect(onRebase).toHaveBeenCalledWith(5);
  });
});
