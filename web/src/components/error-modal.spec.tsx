import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorModal } from './error-modal';
import { createErrorStore } from './error-store';
import { renderWithApollo } from '../../test/apollo';

describe('ErrorModal', () => {
  it('shows code, description and details under the German title', async () => {
    const errors = createErrorStore();
    renderWithApollo(<ErrorModal />, { errors });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => errors.report({ code: 'FORBIDDEN', message: 'Sie haben keinen Zugriff auf „Tickets“.', details: 'screen: tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Es ist ein Fehler aufgetreten' });
    expect(dialog.textContent).toContain('Code: FORBIDDEN');
    expect(dialog.textContent).toContain('Beschreibung: Sie haben keinen Zugriff auf „Tickets“.');
    expect(dialog.textContent).toContain('Details: screen: tickets');
  });

  it('clears the error when closed, then shows the next one', async () => {
    const errors = createErrorStore();
    renderWithApollo(<ErrorModal />, { errors });
    act(() => errors.report({ code: 'UPSTREAM', message: 'CRM antwortet nicht', details: null }, { code: 'general', message: 'Zweiter', details: null }));
    const first = await screen.findByRole('dialog');
    expect(first.textContent).not.toContain('Details:');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Beschreibung: Zweiter'));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(errors.current()).toBeNull();
  });

  it('shows the unknown error in German', async () => {
    const errors = createErrorStore();
    renderWithApollo(<ErrorModal />, { errors });
    act(() => errors.report({ code: 'UNBEKANNT', message: '', details: null }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Code: UNBEKANNT');
    expect(dialog.textContent).toContain('Beschreibung: Unbekannter Fehler');
  });

  it('says a lost connection and a server error in plain German words', async () => {
    const errors = createErrorStore();
    renderWithApollo(<ErrorModal />, { errors });
    act(() => errors.report({ code: 'NETZWERK', message: '', details: null, kind: 'network' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Beschreibung: Das Portal ist gerade nicht erreichbar.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => errors.report({ code: 'HTTP 503', message: '', details: null, kind: 'server' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Beschreibung: Der Server konnte die Anfrage gerade nicht bearbeiten.'));
    expect(screen.getByRole('dialog').textContent).not.toContain('Details:');
  });
});
