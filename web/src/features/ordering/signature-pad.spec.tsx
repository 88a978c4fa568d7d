import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';
import { drawOn, stubCanvas, type CanvasStub } from '../../../test/support/ordering/canvas';

let canvas: CanvasStub;
beforeEach(() => {
  canvas = stubCanvas();
});
afterEach(() => vi.restoreAllMocks());

function renderPad(onChange = vi.fn()) {
  const ref = createRef<SignaturePadHandle>();
  renderWithProviders(<SignaturePad ref={ref} label="Unterschrift" onChange={onChange} />);
  return { ref, onChange, pad: screen.getByRole('img', { name: 'Unterschrift' }) };
}

describe('SignaturePad', () => {
  it('is an image named by its label that invites to sign, with undo and clear disabled while empty', () => {
    const { ref } = renderPad();
    expect(screen.getByText('Hier mit Maus, Stift oder Finger unterschreiben')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Rückgängig' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Löschen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(ref.current!.toDataUrl()).toBeNull();
  });

  it('records a stroke drawn with the pointer and exports it as a PNG', async () => {
    const { ref, onChange, pad } = renderPad();
    await drawOn(pad, [
      [10, 20],
      [40, 30],
      [80, 25],
    ]);
    expect(pad.getAttribute('data-strokes')).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('Hier mit Maus, Stift oder Finger unterschreiben')).toBeNull();
    expect(ref.current!.toDataUrl()).toBe(canvas.dataUrl);
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/png');
    // The ink went onto the canvas: the stroke was started and drawn.
    expect(canvas.context!.moveTo).toHaveBeenCalled();
    expect(canvas.context!.stroke).toHaveBeenCalled();
  });

  it('ignores moves without a pressed pointer and the right mouse button', async () => {
    const { onChange, pad } = renderPad();
    await userEvent.pointer([
      { target: pad, coords: { clientX: 5, clientY: 5 } },
      { target: pad, coords: { clientX: 50, clientY: 50 } },
    ]);
    await userEvent.pointer([
      { keys: '[MouseRight>]', target: pad, coords: { clientX: 5, clientY: 5 } },
      { coords: { clientX: 60, clientY: 40 } },
      { keys: '[/MouseRight]' },
    ]);
    expect(pad.getAttribute('data-strokes')).toBe('0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('undoes the last stroke and clears all of them', async () => {
    const { ref, onChange, pad } = renderPad();
    await drawOn(pad, [
      [10, 10],
      [30, 30],
    ]);
    await drawOn(pad, [
      [50, 10],
      [70, 30],
    ]);
    expect(pad.getAttribute('data-strokes')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(pad.getAttribute('data-strokes')).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(pad.getAttribute('data-strokes')).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(ref.current!.toDataUrl()).toBeNull();
    expect((screen.getByRole('button', { name: 'Löschen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('still takes strokes when the browser gives no 2D context (nothing is drawn, nothing breaks)', async () => {
    canvas.context = null;
    const { pad } = renderPad();
    await drawOn(pad, [
      [10, 10],
      [30, 30],
    ]);
    expect(pad.getAttribute('data-strokes')).toBe('1');
  });
});
