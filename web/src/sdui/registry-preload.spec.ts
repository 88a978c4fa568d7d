/**
 * A renderer loaded for a click to come (idle prefetch, intent on a link) comes with its own
 * parts even before Apollo Client is there: the first click on a list then loads nothing itself
 * (issue 20, B11).
 */
import { describe, expect, it, vi } from 'vitest';
import { preloadRenderer } from './registry';

const imported = vi.hoisted(() => ({ listView: 0 }));
vi.mock('./components/list-view', async (importOriginal) => {
  imported.listView++;
  return importOriginal();
});

describe('a renderer loaded ahead of a click', () => {
  it('loads the list with it before Apollo Client is there', async () => {
    await preloadRenderer('list');
    expect(imported.listView).toBe(1);
  });
});
