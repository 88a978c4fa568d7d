/**
 * The boot without Apollo Client (issue 20, B8): login and home paint from a small `fetch` of
 * the boot's trusted document; the client, once loaded, holds the answer in its cache and
 * takes over. Counted at `fetch`: still one request for the boot.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloContext } from '@apollo/client/react';
import persistedDocuments from '../gql/persisted-documents.json';
import { createErrorStore } from '../components/error-store';
import { apolloContext } from '../lib/apollo-context';
import { createPortalApolloClient } from './apollo-client';
import { PortalBootQuery } from './boot';
import { createBootSource } from './boot-source';
import { viewerFixture } from '../../test/viewer-fixture';

const BOOT_ID = Object.entries(persistedDocuments as Record<string, string>).find(([, text]) => text.startsWith('query PortalBoot {'))![0];

type Sent = { operationName?: string; query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };

function fakeBff(answers: Array<{ status: number; body: unknown }>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body ?? '{}')) as Sent);
    const { status, body } = answers[Math.min(sent.length, answers.length) - 1]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const boot = (greeting: string) => ({ data: { viewer: viewerFixture({ greeting }), publicRoutes: [] } });

/** The source's state once `ready` holds for it. */
async function stateWhen(source: ReturnType<typeof createBootSource>, ready: (state: ReturnType<typeof source.get>) => boolean) {
  const stop = source.subscribe(() => undefined);
  try {
    await vi.waitFor(() => expect(ready(source.get())).toBe(true));
    return source.get();
  } finally {
    stop();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the boot without Apollo Client', () => {
  it('provides the very context Apollo’s hooks read', () => {
    expect(apolloContext()).toBe(getApolloContext());
  });

  it('sends the boot once by its trusted-document id, then hands the answer to the client’s cache', async () => {
    const sent = fakeBff([{ status: 200, body: boot('Hallo') }]);
    let loaded!: (client: ReturnType<typeof createPortalApolloClient>) => void;
    const client = new Promise<ReturnType<typeof createPortalApolloClient>>((resolve) => (loaded = resolve));
    const source = createBootSource({ client, prefetch: true });

    // The answer is there before the client has loaded.
    const first = await stateWhen(source, (state) => state.data !== undefined);
    expect(first.data?.viewer?.greeting).toBe('Hallo');
    expect(sent).toEqual([{ operationName: 'PortalBoot', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: BOOT_ID } } }]);

    const apollo = createPortalApolloClient({ errors: createErrorStore() });
    loaded(apollo);
    await source.client;
    expect(apollo.readQuery({ query: PortalBootQuery })?.viewer?.greeting).toBe('Hallo');
    expect(sent).toHaveLength(1);
  });

  it('hands over in tasks of its own: the boot into the cache, then the watch (issue 20, B10)', async () => {
    fakeBff([{ status: 200, body: boot('Hallo') }]);
    const apollo = createPortalApolloClient({ errors: createErrorStore() });
    const writes = vi.spyOn(apollo, 'writeQuery');
    const watches = vi.spyOn(apollo, 'watchQuery');
    let loaded!: (client: typeof apollo) => void;
    const source = createBootSource({ client: new Promise<typeof apollo>((resolve) => (loaded = resolve)), prefetch: true });
    const stop = source.subscribe(() => undefined);
    await stateWhen(source, (state) => state.data !== undefined);
    // Every promise callback the client's arrival starts runs before the next task: none of them writes or watches.
    loaded(apollo);
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(writes).not.toHaveBeenCalled();
    expect(watches).not.toHaveBeenCalled();
    await source.client;
    expect(writes).toHaveBeenCalledTimes(1);
    expect(watches).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(watches).toHaveBeenCalledTimes(1));
    expect(source.get().data?.viewer?.greeting).toBe('Hallo');
    stop();
  });

  it('asks again through the client, with the id Apollo’s link computes, and follows its cache', async () => {
    const sent = fakeBff([
      { status: 200, body: boot('Hallo') },
      { status: 200, body: boot('Guten Tag') },
    ]);
    const apollo = createPortalApolloClient({ errors: createErrorStore() });
    const source = createBootSource({ client: Promise.resolve(apollo), prefetch: true });
    const stop = source.subscribe(() => undefined);
    await source.client;
    expect((await source.refetch())?.viewer?.greeting).toBe('Guten Tag');
    await vi.waitFor(() => expect(source.get().data?.viewer?.greeting).toBe('Guten Tag'));
    stop();
    expect(sent.map((body) => body.extensions?.persistedQuery?.sha256Hash)).toEqual([BOOT_ID, BOOT_ID]);
  });

  it('asks for the boot as soon as a sign-in started a session, and the next refetch takes that answer (issue 20, B12)', async () => {
    const sent = fakeBff([
      { status: 200, body: { data: { viewer: null, publicRoutes: [] } } },
      { status: 200, body: boot('Hallo Anna') },
      { status: 200, body: boot('Guten Tag') },
    ]);
    const apollo = createPortalApolloClient({ errors: createErrorStore() });
    const source = createBootSource({ client: Promise.resolve(apollo), prefetch: true });
    const stop = source.subscribe(() => undefined);
    await source.client;
    expect(source.get().data?.viewer).toBeNull();

    source.sessionStarted();
    expect(sent).toHaveLength(2);
    expect((await source.refetch())?.viewer?.greeting).toBe('Hallo Anna');
    await vi.waitFor(() => expect(source.get().data?.viewer?.greeting).toBe('Hallo Anna'));
    expect(apollo.readQuery({ query: PortalBootQuery })?.viewer?.greeting).toBe('Hallo Anna');
    expect(sent).toHaveLength(2);

    // Taken once: the next refetch asks the server again.
    expect((await source.refetch())?.viewer?.greeting).toBe('Guten Tag');
    stop();
    expect(sent.map((body) => body.extensions?.persistedQuery?.sha256Hash)).toEqual([BOOT_ID, BOOT_ID, BOOT_ID]);
  });

  it('asks through the client when the boot after a sign-in failed', async () => {
    const sent = fakeBff([
      { status: 200, body: { data: { viewer: null, publicRoutes: [] } } },
      { status: 502, body: { errors: [{ message: 'x' }] } },
      { status: 200, body: boot('Hallo Anna') },
    ]);
    const apollo = createPortalApolloClient({ errors: createErrorStore() });
    const source = createBootSource({ client: Promise.resolve(apollo), prefetch: true });
    const stop = source.subscribe(() => undefined);
    await source.client;
    source.sessionStarted();
    expect((await source.refetch())?.viewer?.greeting).toBe('Hallo Anna');
    stop();
    expect(sent).toHaveLength(3);
  });

  it('leaves a failed boot to the client, which asks again and reports the failure', async () => {
    const sent = fakeBff([
      { status: 200, body: { data: null, errors: [{ message: 'x', extensions: { code: 'UPSTREAM', message: 'Core nicht erreichbar' } }] } },
    ]);
    const errors = createErrorStore();
    const source = createBootSource({ client: Promise.resolve(createPortalApolloClient({ errors })), prefetch: true });
    const state = await stateWhen(source, (current) => current.error !== undefined);
    expect(state.data).toBeUndefined();
    expect(sent).toHaveLength(2);
    expect(errors.current()).toMatchObject({ code: 'UPSTREAM', message: 'Core nicht erreichbar' });
  });
});
