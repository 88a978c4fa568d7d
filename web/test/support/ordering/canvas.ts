import { vi, type Mock } from 'vitest';
import userEvent from '@testing-library/user-event';

/**
 * The test DOM has no canvas 2D context and no PNG encoder. The specs stub only those two
 * entry points of `HTMLCanvasElement`; the real canvas is drawn on in the browser test
 * (`web/e2e/ordering.e2e.ts`).
 */
export interface CanvasStub {
  /** What `getContext('2d')` answers; set to null for a browser without a 2D context. */
  context: Record<'beginPath' | 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'stroke' | 'clearRect', Mock> | null;
  toDataURL: Mock;
  /** The PNG data URL `toDataURL` answers: small, valid base64. */
  dataUrl: string;
}

export const SIGNATURE_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function stubCanvas(): CanvasStub {
  const stub: CanvasStub = {
    context: { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), quadraticCurveTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() },
    toDataURL: vi.fn(() => SIGNATURE_DATA_URL),
    dataUrl: SIGNATURE_DATA_URL,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => stub.context) as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((...args: unknown[]) => stub.toDataURL(...args) as string);
  return stub;
}

/** One stroke with the left mouse button through the given points (client coordinates). */
export async function drawOn(pad: HTMLElement, points: ReadonlyArray<readonly [number, number]>) {
  const [first, ...rest] = points;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: { clientX: first![0], clientY: first![1] } },
    ...rest.map(([clientX, clientY]) => ({ coords: { clientX, clientY } })),
    { keys: '[/MouseLeft]' },
  ]);
}
