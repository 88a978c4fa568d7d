/**
 * Hot reload of `screens/` in a temporary copy: a saved change is served within 2 s,
 * a broken file is refused while the last good rules keep serving, and a fix is
 * served again.
 */
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeNavigation } from './navigation.service';
import { SHIPPED_SCREENS_DIR, recordingLogger } from '../../../test/support/navigation';
import { RuleLoadError } from './rule-loader';
import { createRuleStore } from './rule-store';
import type { RuleStore } from './rule-store';

const PMO = { type: 'pmo', role: 'user' as const, accountId: 'ACC-1' };
const SERVED_WITHIN_MS = 2_000;

let root: string;
let dir: string;
let store: RuleStore | undefined;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'navigation-rules-'));
  dir = join(root, 'screens');
  await cp(SHIPPED_SCREENS_DIR, dir, { recursive: true });
});

afterEach(async () => {
  await store?.close();
  store = undefined;
  await rm(root, { recursive: true, force: true });
});

async function edit(file: string, from: string, to: string): Promise<void> {
  const path = join(dir, file);
  const before = await readFile(path, 'utf8');
  if (!before.includes(from)) throw new Error(`'${from}' not in ${file}`);
  await writeFile(path, before.replace(from, to));
}

/** Sums how much later than due a 10 ms timer fired until `stop()`: the time this process could not run (or was busy). */
function stallMeter(): { stop(): number } {
  let late = 0;
  let due = Date.now() + 10;
  const timer = setInterval(() => {
    const now = Date.now();
    late += Math.max(0, now - due);
    due = now + 10;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return late;
    },
  };
}

const haBauLabel = (s: RuleStore): string | undefined => computeNavigation(s.current(), PMO).menu.find((item) => item.id === 'ha-bau')?.label;

describe('createRuleStore', () => {
  it('serves the definitions of the folder at start', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger(), watch: false });
    expect(haBauLabel(store)).toBe('HA-Bau');
    expect(store.lastError()).toBeNull();
  });

  it('refuses to start with an invalid folder and names file and path', async () => {
    await edit('menu.yaml', 'types: [intern]', 'types: [internal]');
    const started = createRuleStore({ dir, logger: recordingLogger(), watch: false });
    await expect(started).rejects.toBeInstanceOf(RuleLoadError);
    await expect(started).rejects.toThrow("screens/menu.yaml: /menu/entries/5/access/types/0 (Zeile 55): unbekannter Typ 'internal'");
  });

  it('refuses to start with a missing folder', async () => {
    await expect(createRuleStore({ dir: join(root, 'missing'), logger: recordingLogger(), watch: false })).rejects.toThrow('Ordner kann nicht gelesen werden');
  });

  it('serves a saved label change within 2 seconds of the time the process could run', async () => {
    const logger = recordingLogger();
    store = await createRuleStore({ dir, logger });
    const changed = vi.fn();
    store.onChange(changed);
    // The reload itself takes some 100 ms (debounce, then 4-7 ms to read the folder once warm).
    // Where the machine keeps this worker from running (CI runs the browser tests beside the
    // specs on two cores: 2,686 ms in the red run of 25dd177), the time it was kept waiting is
    // added: how late a 10 ms timer fired, summed over the wait.
    const stalled = stallMeter();
    const started = Date.now();
    await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: Hausanschluss-Bau, en: House connection construction }');

    await vi.waitFor(() => expect(haBauLabel(store as RuleStore)).toBe('Hausanschluss-Bau'), { timeout: 10_000, interval: 20 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(SERVED_WITHIN_MS + stalled.stop());
    expect(changed).toHaveBeenCalledTimes(1);
    expect(logger.entries.some((entry) => entry.level === 'info' && entry.msg.includes('neu geladen'))).toBe(true);
  });

  it('follows an editor that saves by writing a temporary file and renaming it', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger() });
    const path = join(dir, 'menu.yaml');
    const text = (await readFile(path, 'utf8')).replace(
      'label: { de: HA-Bau, en: Connection construction }',
      'label: { de: HA-Bau neu, en: Connection construction }',
    );
    await writeFile(join(dir, '.menu.yaml.swp'), text);
    await rename(join(dir, '.menu.yaml.swp'), path);

    await vi.waitFor(() => expect(haBauLabel(store as RuleStore)).toBe('HA-Bau neu'), { timeout: SERVED_WITHIN_MS, interval: 20 });
  });

  it('keeps serving the last good rules when a file breaks, and serves the fix', async () => {
    const logger = recordingLogger();
    store = await createRuleStore({ dir, logger });
    const good = store.current();

    await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: HA-Bau kaputt, en: Broken }\n      colour: red');
    await vi.waitFor(() => expect(store?.lastError()).not.toBeNull(), { timeout: SERVED_WITHIN_MS, interval: 20 });
    expect(store.lastError()?.message).toContain("screens/menu.yaml: /menu/entries/4/colour (Zeile 45): unbekanntes Feld 'colour'");
    expect(store.current()).toBe(good);
    expect(haBauLabel(store)).toBe('HA-Bau');
    const logged = logger.entries.filter((entry) => entry.level === 'error');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toContain("unbekanntes Feld 'colour'");

    await edit('menu.yaml', '\n      colour: red', '');
    await vi.waitFor(() => expect(haBauLabel(store as RuleStore)).toBe('HA-Bau kaputt'), { timeout: SERVED_WITHIN_MS, interval: 20 });
    expect(store.lastError()).toBeNull();
  });

  // The "Bad input" (issue 19): each is refused at load with a German message naming
  // file, line and field, and the last good rules keep serving.
  it.each([
    {
      what: 'a definition of an unknown kind',
      from: "    kind: list\n    intro: { de: 'Ihre Störungsmeldungen",
      to: "    kind: table\n    intro: { de: 'Ihre Störungsmeldungen",
      marker: 'kind: table',
      message: "/screens/0/kind (Zeile {line}): unbekannte Bildschirmart 'table' (erlaubt: list, detail, form, dashboard, custom)",
    },
    {
      what: 'an operation the client lacks',
      from: 'operation: TicketList\n',
      to: 'operation: TicketLists\n',
      marker: 'operation: TicketLists',
      message: "/screens/0/data/operation (Zeile {line}): Operation 'TicketLists' gibt es im Client nicht",
    },
    {
      what: 'a column on a field the operation does not select',
      from: '{ field: title, label: { de: Titel, en: Title }, sort: title }',
      to: '{ field: description, label: { de: Beschreibung, en: Description } }',
      marker: 'field: description',
      message: "/screens/0/columns/1/field (Zeile {line}): Operation 'TicketList' wählt das Feld 'description' nicht aus",
    },
  ])('refuses $what at load, naming file, line and field, and keeps serving the last good rules', async ({ from, to, marker, message }) => {
    store = await createRuleStore({ dir, logger: recordingLogger(), watch: false });
    const good = store.current();
    await edit('tickets.yaml', from, to);
    const line = (await readFile(join(dir, 'tickets.yaml'), 'utf8')).split('\n').findIndex((text) => text.includes(marker)) + 1;
    expect(line).toBeGreaterThan(0);

    const result = await store.reload();
    expect(result.status).toBe('refused');
    expect(result.status === 'refused' ? result.error.message : '').toContain(`screens/tickets.yaml: ${message.replace('{line}', String(line))}`);
    expect(store.current()).toBe(good);
    expect(store.lastError()?.message).toContain('screens/tickets.yaml');
    expect(computeNavigation(store.current(), PMO).menu.some((item) => item.id === 'tickets')).toBe(true);
  });

  it('refuses a deleted file whose screens other rules depend on', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger(), watch: false });
    const good = store.current();
    await rm(join(dir, 'tickets.yaml'));
    const result = await store.reload();
    expect(result.status).toBe('refused');
    expect(result.status === 'refused' ? result.error.message : '').toContain("Route '/tickets' gehört zu keinem Bildschirm");
    expect(store.current()).toBe(good);
  });

  it('reports an unchanged folder as unchanged and does not notify listeners', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger(), watch: false });
    const changed = vi.fn();
    store.onChange(changed);
    await writeFile(join(dir, 'notes.txt'), 'not a definition');
    await writeFile(join(dir, 'menu.yaml~'), 'backup: [of an editor');
    const result = await store.reload();
    expect(result.status).toBe('unchanged');
    expect(changed).not.toHaveBeenCalled();
  });

  it('passes next and previous rules to listeners until they unsubscribe', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger(), watch: false });
    const first = store.current();
    const listener = vi.fn();
    const unsubscribe = store.onChange(listener);

    await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: HA-Bau 2, en: Connection construction }');
    const result = await store.reload();
    expect(result.status).toBe('changed');
    expect(listener).toHaveBeenCalledWith(store.current(), first);

    unsubscribe();
    await edit('menu.yaml', 'label: { de: HA-Bau 2,', 'label: { de: HA-Bau 3,');
    await store.reload();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(haBauLabel(store)).toBe('HA-Bau 3');
  });

  it('keeps working when a listener throws', async () => {
    const logger = recordingLogger();
    store = await createRuleStore({ dir, logger, watch: false });
    store.onChange(() => {
      throw new Error('listener failed');
    });
    await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: HA-Bau 2, en: Connection construction }');
    expect((await store.reload()).status).toBe('changed');
    expect(haBauLabel(store)).toBe('HA-Bau 2');
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.msg.includes('Listener'))).toBe(true);
  });

  it('stops following the folder after close', async () => {
    store = await createRuleStore({ dir, logger: recordingLogger(), debounceMs: 10 });
    await store.close();
    await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: HA-Bau nach close, en: Connection construction }');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(haBauLabel(store)).toBe('HA-Bau');
  });
});
