import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { renderWithProviders } from '../../test/render';

describe('Modal', () => {
  it('shows its title and content when open', async () => {
    renderWithProviders(
      <Modal open title="Bestätigen" onHide={() => undefined}>
        Wirklich tauschen?
      </Modal>,
    );
    expect(await screen.findByRole('dialog', { name: 'Bestätigen' })).toBeTruthy();
    expect(screen.getByText('Wirklich tauschen?')).toBeTruthy();
  });

  it('emits the hide event when the close button is pressed', async () => {
    const onHide = vi.fn();
    renderWithProviders(
      <Modal open title="Hinweis" onHide={onHide}>
        Text
      </Modal>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('has a static backdrop: a click outside does not close it', async () => {
    const onHide = vi.fn();
    renderWithProviders(
      <Modal open title="Hinweis" onHide={onHide}>
        Text
      </Modal>,
    );
    await screen.findByRole('dialog');
    // The area around the dialog: Ark's outside-interaction detection listens for pointerdown there.
    const positioner = document.querySelector('[data-part="positioner"]');
    expect(positioner).not.toBeNull();
    // Zag attaches its outside listeners after a tick, and ignores points inside the dialog's box.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.pointerDown(positioner!, { clientX: 900, clientY: 900, pointerType: 'mouse' });
    fireEvent.click(positioner!, { clientX: 900, clientY: 900 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('comes in a small size', async () => {
    renderWithProviders(
      <Modal open size="sm" title="Klein" onHide={() => undefined}>
        Text
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Klein' });
    await waitFor(() => expect(dialog.className).not.toBe(''));
    const large = renderWithProviders(
      <Modal open title="Groß" onHide={() => undefined}>
        Text
      </Modal>,
    );
    const largeDialog = await large.findByRole('dialog', { name: 'Groß' });
    expect(dialog.className).not.toEqual(largeDialog.className);
  });
});
