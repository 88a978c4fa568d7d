import { useCallback, useEffect, useState } from 'react';

export interface DraftFile {
  name: string;
  text: string;
}

/** A draft: all definition files, and the version it was taken from (with that version's files). */
export interface Draft {
  baseVersion: number;
  /** The files of the base version, to send only what the draft changed. */
  baseFiles: DraftFile[];
  files: DraftFile[];
}

const STORAGE_KEY = 'portal.workbench.draft';

function isDraft(value: unknown): value is Draft {
  if (value === null || typeof value !== 'object') return false;
  const draft = value as Partial<Draft>;
  const filesOk = (files: unknown) =>
    Array.isArray(files) && files.every((file: Partial<DraftFile>) => typeof file?.name === 'string' && typeof file?.text === 'string');
  return typeof draft.baseVersion === 'number' && filesOk(draft.files) && filesOk(draft.baseFiles);
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
    const sorted = { baseVersion: next.baseVersion, baseFiles: next.baseFiles, files: [...next.files].sort(byName) };
    setState(sorted);
    store(sorted);
  }, []);

  useEffect(() => {
    if (live !== undefined && draft === null) setDraft({ baseVersion: live.number, baseFiles: copy(live.files), files: copy(live.files) });
  }, [live, draft, setDraft]);

  return {
    draft,
    setDraft,
    setFiles: (files: readonly DraftFile[]) => draft && setDraft({ ...draft, files: files.map(({ name, text }) => ({ name, text })) }),
    setFile: (name: string, text: string) => draft && setDraft({ ...draft, files: draft.files.map((file) => (file.name === name ? { name, text } : file)) }),
    addFile: (name: string, text: string) => draft && setDraft({ ...draft, files: [...draft.files, { name, text }] }),
    removeFile: (name: string) => draft && setDraft({ ...draft, files: draft.files.filter((file) => file.name !== name) }),
    /** Starts over with the files of a version (live, an old one, the folder's) on a base, by default the version itself. */
    startFrom: (files: { files: readonly DraftFile[] }, base: { number: number; files: readonly DraftFile[] }) =>
      setDraft({ baseVersion: base.number, baseFiles: copy(base.files), files: copy(files.files) }),
    /** Keeps the files and takes another version as base (after "live moved"). */
    rebase: (base: { number: number; files: readonly DraftFile[] }) => draft && setDraft({ ...draft, baseVersion: base.number, baseFiles: copy(base.files) }),
  };
}

export type DraftState = ReturnType<typeof useDraft>;

const copy = (files: readonly DraftFile[]): DraftFile[] => files.map(({ name, text }) => ({ name, text }));

/**
 * The draft as the server's `RuleDraftInput`: only the files that differ from the base
 * version and the names of removed ones; the server completes the rest.
 */
export function draftInput(draft: Draft) {
  const base = new Map(draft.baseFiles.map((file) => [file.name, file.text]));
  const names = new Set(draft.files.map((file) => file.name));
  return {
    baseVersion: draft.baseVersion,
    files: draft.files.filter((file) => base.get(file.name) !== file.text).map(({ name, text }) => ({ name, text })),
    removedFiles: draft.baseFiles.filter((file) => !names.has(file.name)).map((file) => file.name),
  };
}

/** Waits until a value has not changed for `ms`, so that typing does not send a check per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
