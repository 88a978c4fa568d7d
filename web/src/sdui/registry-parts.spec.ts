/**
 * A renderer's own parts (lib/lazy-part.ts): on the page's first load the list renderer
 * resolves without its list (the header draws before Apollo Client, issue 20, B10); once the
 * client is there, a route to a list loads the list with the renderer, and the screen is drawn
 * once, whole (B11).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { announcePortalClient } from '../lib/apollo-context';
import { loadRenderer } from './registry';

const imported = vi.hoisted(() => ({ listView: 0 }));
vi.mock('./components/list-view', async (importOriginal) => {
  imported.listView++;
  return importOriginal();
});

describe('a renderer’s own parts', () => {
  it('load with the list renderer once Apollo Client is there, not on the page’s first load', async () => {
    await loadRenderer('list');
    expect(imported.listView).toBe(0);
    announcePortalClient({} as ApolloClient);
    await loadRenderer('list');
    expect(imported.listView).toBe(1);
  });
});
