import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart, useLazyPart } from './lazy-part';

type Part = { text: string };

function reader(part: ReturnType<typeof lazyPart<Part>>) {
  return function Reader() {
    return <p>{useLazyPart(part).text}</p>;
  };
}

describe('a part loaded on demand', () => {
  it('suspends until it has loaded the first time, then draws at once, loading once', async () => {
    let loaded!: (part: Part) => void;
    const importer = vi.fn(() => new Promise<Part>((resolve) => (loaded = resolve)));
    const part = lazyPart(importer);
    const Reader = reader(part);
    const first = render(
      <Suspense fallback={<p>lädt</p>}>
        <Reader />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(part.loaded()).toBe(false);
    first.unmount();
    loaded({ text: 'da' });
    await part.load();
    expect(part.loaded()).toBe(true);
    // Mounted again once loaded (another screen with the same part): no fallback, not even for a moment.
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Reader />
      </Suspense>,
    );
    expect(screen.getByText('da')).toBeTruthy();
    expect(screen.queryByText('lädt')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const importer = vi.fn<() => Promise<Part>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ text: 'da' });
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toEqual({ text: 'da' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
