import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstContentfulPaint, firstPaintAndItsStarts, startAfterFirstPaint, whenIdleAfterFirstPaint } from './first-paint';

/** A browser that reports paints: `paint(name)` delivers an entry to the observers. */
function paintingBrowser(already: string[] = []) {
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.add(this.deliver);
    }
    disconnect() {
      observers.delete(this.deliver);
    }
    private deliver = (names: string[]) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => (already.includes(name) ? [{ name } as PerformanceEntry] : []));
  return {
    paint: (name: string) => [...observers].forEach((deliver) => deliver([name])),
    observing: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the first contentful paint', () => {
  it('waits for the first contentful paint, not for the first paint, and stops observing', async () => {
    const browser = paintingBrowser();
    let painted = false;
    void firstContentfulPaint(1000).then(() => (painted = true));
    browser.paint('first-paint');
    await Promise.resolve();
    expect(painted).toBe(false);
    browser.paint('first-contentful-paint');
    await vi.waitFor(() => expect(painted).toBe(true));
    expect(browser.observing()).toBe(0);
  });

  it('resolves at once after the paint, and where the browser reports no paints', async () => {
    paintingBrowser(['first-contentful-paint']);
    await expect(firstContentfulPaint(1000)).resolves.toBeUndefined();
    vi.stubGlobal('PerformanceObserver', undefined);
    await expect(firstContentfulPaint(1000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the latest time (a tab in the background paints nothing)', async () => {
    vi.useFakeTimers();
    const browser = paintingBrowser();
    let painted = false;
    void firstContentfulPaint(1000).then(() => (painted = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);
    expect(browser.observing()).toBe(0);
  });
});

describe('idle after the first paint', () => {
  it('waits for the first contentful paint, then for the browser to be idle, and can be cancelled before either', async () => {
    const browser = paintingBrowser();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));
    const ran: string[] = [];
    whenIdleAfterFirstPaint(() => ran.push('kept'), 2000);
    const cancel = whenIdleAfterFirstPaint(() => ran.push('cancelled'), 2000);
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    cancel();
    browser.paint('first-contentful-paint');
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(ran).toEqual([]);
    idle.forEach((task) => task());
    expect(ran).toEqual(['kept']);
  });
});

describe('what starts after the first paint', () => {
  it('starts once both the paint and what it needs are there, and a render waiting for the paint waits for the start too', async () => {
    const browser = paintingBrowser();
    let handOver!: (client: string) => void;
    const client = new Promise<string>((resolve) => (handOver = resolve));
    const events: string[] = [];
    startAfterFirstPaint(client, (value) => events.push(`started with ${value}`));
    void firstPaintAndItsStarts().then(() => events.push('render'));
    // The client came before the paint: nothing starts, nothing renders.
    handOver('apollo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
    browser.paint('first-contentful-paint');
    await vi.waitFor(() => expect(events).toEqual(['started with apollo', 'render']));
  });

  it('lets the render wait for the start when the paint came first', async () => {
    paintingBrowser(['first-contentful-paint']);
    let handOver!: (client: string) => void;
    const events: string[] = [];
    startAfterFirstPaint(new Promise<string>((resolve) => (handOver = resolve)), () => events.push('started'));
    void firstPaintAndItsStarts().then(() => events.push('render'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
    handOver('apollo');
    await vi.waitFor(() => expect(events).toEqual(['started', 'render']));
  });

  it('does not hold the render when what the start needs fails, or the start itself throws', async () => {
    paintingBrowser(['first-contentful-paint']);
    const started = vi.fn();
    startAfterFirstPaint(Promise.reject(new Error('chunk failed')), started);
    startAfterFirstPaint(Promise.resolve('apollo'), () => {
      throw new Error('bad definition');
    });
    await expect(firstPaintAndItsStarts()).resolves.toBeUndefined();
    expect(started).not.toHaveBeenCalled();
  });
});
