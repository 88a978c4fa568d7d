/**
 * Links to screens warm them on intent (issue 20): hovering or focusing loads chunks and the
 * definition; resting on the link for `INTENT_DWELL_MS` or pressing it also starts its data.
 * A pointer that only passes over the menu asks for no data.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DWELL_MS, ScreenPrefetchProvider, useLinkPrefetch, type ScreenLoader } from './screen-loader';

function Links({ paths }: { paths: string[] }) {
  const prefetch = useLinkPrefetch();
  return (
    <>
      {paths.map((path) => (
        <a key={path} href={path} {...prefetch(path)}>
          {path}
        </a>
      ))}
    </>
  );
}

function setup() {
  const calls: string[] = [];
  const loader = {
    prefetch: (path: string) => calls.push(`chunks ${path}`),
    prefetchData: (path: string) => calls.push(`data ${path}`),
  } as unknown as ScreenLoader;
  render(
    <ScreenPrefetchProvider loader={loader}>
      <Links paths={['/tickets', '/locations?status=1']} />
    </ScreenPrefetchProvider>,
  );
  return calls;
}

describe('useLinkPrefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the data once the pointer has rested on a link', () => {
    const calls = setup();
    fireEvent.mouseEnter(screen.getByText('/locations?status=1'));
    expect(calls).toEqual(['chunks /locations?status=1']);
    act(() => vi.advanceTimersByTime(INTENT_DWELL_MS - 1));
    expect(calls).toEqual(['chunks /locations?status=1']);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toEqual(['chunks /locations?status=1', 'data /locations?status=1']);
  });

  it('asks for no data when the pointer only passes over the links', () => {
    const calls = setup();
    fireEvent.mouseEnter(screen.getByText('/tickets'));
    act(() => vi.advanceTimersByTime(INTENT_DWELL_MS / 2));
    fireEvent.mouseLeave(screen.getByText('/tickets'));
    fireEvent.mouseEnter(screen.getByText('/locations?status=1'));
    act(() => vi.advanceTimersByTime(INTENT_DWELL_MS / 2));
    fireEvent.mouseLeave(screen.getByText('/locations?status=1'));
    act(() => vi.advanceTimersByTime(INTENT_DWELL_MS * 5));
    expect(calls).toEqual(['chunks /tickets', 'chunks /locations?status=1']);
  });

  it('asks for the data at once when the link is pressed, and only chunks on keyboard focus', () => {
    const calls = setup();
    fireEvent.focus(screen.getByText('/tickets'));
    expect(calls).toEqual(['chunks /tickets']);
    fireEvent.pointerDown(screen.getByText('/tickets'));
    expect(calls).toEqual(['chunks /tickets', 'data /tickets']);
  });
});
