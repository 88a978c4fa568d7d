/**
 * The router's history that writes a navigation's address after its page is drawn
 * (deferred-history.ts): held, read back as the router wrote it, and written in order.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredHistoryWindow, FLUSH_LATEST_MS } from './deferred-history';

describe('the deferred history', () => {
  beforeEach(() => window.history.replaceState({ idx: 0 }, '', '/start'));
  afterEach(() => vi.useRealTimers());

  it('holds a push, answers with the held entry, and writes it after the next frame is painted', async () => {
    const deferred = deferredHistoryWindow(window);
    const length = window.history.length;
    deferred.window.history.pushState({ idx: 1 }, '', '/tickets');
    expect(window.location.pathname).toBe('/start');
    // React Router counts its entries from the state it reads back.
    expect(deferred.window.history.state).toEqual({ idx: 1 });
    expect(deferred.window.history.length).toBe(length + 1);
    deferred.flushAfterPaint();
    expect(window.location.pathname).toBe('/start');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.pathname).toBe('/tickets');
    expect(window.history.state).toEqual({ idx: 1 });
    expect(window.history.length).toBe(length + 1);
  });

  it('writes a held entry before any other use of the history, so the entries keep their order', () => {
    const deferred = deferredHistoryWindow(window);
    deferred.window.history.pushState({ idx: 1 }, '', '/a');
    deferred.window.history.pushState({ idx: 2 }, '', '/b');
    expect(window.location.pathname).toBe('/a');
    deferred.window.history.replaceState({ idx: 2, replaced: true }, '', '/b?page=2');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/b?page=2');
    expect(window.history.state).toEqual({ idx: 2, replaced: true });
  });

  it('writes a held entry at the latest after FLUSH_LATEST_MS, when no page commits', () => {
    vi.useFakeTimers();
    const deferred = deferredHistoryWindow(window);
    deferred.window.history.pushState({ idx: 1 }, '', '/late');
    vi.advanceTimersByTime(FLUSH_LATEST_MS - 1);
    expect(window.location.pathname).toBe('/start');
    vi.advanceTimersByTime(1);
    expect(window.location.pathname).toBe('/late');
  });

  it('drops a held entry when the browser moves through its history (it belonged to the page being left)', () => {
    const deferred = deferredHistoryWindow(window);
    deferred.window.history.pushState({ idx: 1 }, '', '/left');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    deferred.flush();
    expect(window.location.pathname).toBe('/start');
    expect(deferred.window.history.state).toEqual({ idx: 0 });
  });

  it('is the window otherwise: its location, document and methods', () => {
    const deferred = deferredHistoryWindow(window);
    expect(deferred.window.location).toBe(window.location);
    expect(deferred.window.document).toBe(window.document);
    const listener = vi.fn();
    deferred.window.addEventListener('custom-event', listener);
    window.dispatchEvent(new Event('custom-event'));
    expect(listener).toHaveBeenCalledOnce();
  });
});
