import { useCallback, useEffect, useState } from 'react';

export interface DraftFile {
  name: string;
  text: string;
}

/** A draft: all definition files, and the live version it was taken from. */
export interface Draft {
  baseVersion: number;
  files: DraftFile[];
}

const STORAGE_KEY = 'portal.workbench.draft';

function isDraft(value: unknown): value is Draft {
  if (value === null || typeof value !== 'object') return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.baseVersion === 'number' &&
    Array.isArray(draft.files) &&
    draft.files.every((file) => typeof file?.name === 'string' && typeof file?.text === 'string')
  );
}

function stored(): Draft | null {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

function store(draft: Draft | null): void {
  try {
    if (draft === null) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the draft lasts for this page only.
  }
}

const byName = (a: DraftFile, b: DraftFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The draft of this browser. It survives a reload (local storage) and starts as a copy
 * of the live version; the server never stores drafts, it only checks what it is sent.
 */
export function useDraft(live: { number: number; files: readonly DraftFile[] } | undefined) {
  const [draft, setState] = useState<Draft | null>(stored);

  const setDraft = useCallback((next: Draft) => {
    const sorted = { baseVersion: next.baseVersion, files: [...next.files].sort(byName) };
    setState(sorted);
    store(sorted);
  }, []);

  useEffect(() => {
    if (live !== undefined && draft === null) setDraft({ baseVersion: live.number, files: live.files.map(({ name, text }) => ({ name, text })) });
  }, [live, draft, setDraft]);

  return {
    draft,
    setDraft,
    setFiles: (files: readonly DraftFile[]) => draft && setDraft({ ...draft, files: files.map(({ name, text }) => ({ name, text })) }),
    setFile: (name: string, text: string) => draft && setDraft({ ...draft, files: draft.files.map((file) => (file.name === name ? { name, text } : file)) }),
    addFile: (name: string, text: string) => draft && setDraft({ ...draft, files: [...draft.files, { name, text }] }),
    removeFile: (name: string) => draft && setDraft({ ...draft, files: draft.files.filter((file) => file.name !== name) }),
    /** Starts over from a version (the live one, or an old one from the history). */
    startFrom: (version: { number: number; files: readonly DraftFile[] }, baseVersion = version.number) =>
      setDraft({ baseVersion, files: version.files.map(({ name, text }) => ({ name, text })) }),
    /** Keeps the files and takes the new live version as base (after "live moved"). */
    rebase: (baseVersion: number) => draft && setDraft({ ...draft, baseVersion }),
  };
}

export type DraftState = ReturnType<typeof useDraft>;

/** The draft as the server's `RuleDraftInput`. */
export const draftInput = (draft: Draft) => ({ baseVersion: draft.baseVersion, files: draft.files.map(({ name, text }) => ({ name, text })) });

/** Waits until a value has not changed for `ms`, so that typing does not send a check per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
