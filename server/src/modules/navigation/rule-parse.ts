/**
 * Reading one definition file: YAML or JSON by its extension, with a German message and
 * the line for every syntax problem, and the line of any JSON pointer for later messages.
 * The checks of what the files say are in `rule-checks.ts`.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { RuleIssue } from './navigation.types';
import { pointerSegments } from './rule-schema';

export interface ParsedFile {
  name: string;
  display: string;
  value: unknown;
  /** 1-based line of the node at a JSON pointer (or its nearest parent), when known. */
  lineOf(pointer: string): number | undefined;
}

const YAML_CODES: Record<string, string> = {
  DUPLICATE_KEY: 'doppelter Schlüssel',
  BAD_INDENT: 'falsche Einrückung',
  TAB_AS_INDENT: 'Tabulator als Einrückung',
  MISSING_CHAR: 'fehlendes Zeichen',
  UNEXPECTED_TOKEN: 'unerwartetes Zeichen',
  MULTILINE_IMPLICIT_KEY: 'Schlüssel über mehrere Zeilen',
  BLOCK_AS_IMPLICIT_KEY: 'Block als Schlüssel',
  MULTIPLE_DOCS: 'mehrere Dokumente in einer Datei',
  BAD_ALIAS: 'ungültiger Alias',
};

/**
 * Files read without issues, by name, display name and text (64 per process, least recently used
 * out). Parsing the YAML is nearly all of a load's CPU (about 100 of 110-140 ms warm), and a
 * changed draft or folder mostly repeats the files it did not change. Each call gets a copy of
 * the value (the checks and the rule set own theirs); the line lookup only reads the document.
 */
const parsedTexts = new Map<string, { value: unknown; lineOf: ParsedFile['lineOf'] }>();
const PARSED_TEXTS_SIZE = 64;

export function parseText(name: string, display: string, text: string): { file?: ParsedFile; issues: RuleIssue[] } {
  const key = `${name.length}:${name}${display.length}:${display}${text}`;
  const known = parsedTexts.get(key);
  if (known !== undefined) {
    parsedTexts.delete(key);
    parsedTexts.set(key, known);
    return { file: { name, display, value: structuredClone(known.value), lineOf: known.lineOf }, issues: [] };
  }
  const result = parseTextOnce(name, display, text);
  if (result.file !== undefined && result.issues.length === 0) {
    parsedTexts.set(key, { value: structuredClone(result.file.value), lineOf: result.file.lineOf });
    if (parsedTexts.size > PARSED_TEXTS_SIZE) parsedTexts.delete(parsedTexts.keys().next().value as string);
  }
  return result;
}

function parseTextOnce(name: string, display: string, text: string): { file?: ParsedFile; issues: RuleIssue[] } {
  if (name.endsWith('.json')) {
    try {
      return { file: { name, display, value: JSON.parse(text) as unknown, lineOf: () => undefined }, issues: [] };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const position = /position (\d+)/.exec(detail);
      const line = position?.[1] === undefined ? undefined : text.slice(0, Number(position[1])).split('\n').length;
      return { issues: [{ file: display, path: '/', line, message: `ungültiges JSON (${detail})` }] };
    }
  }
  if (!/\.ya?ml$/.test(name)) {
    return { issues: [{ file: display, path: '/', message: 'unbekannte Dateiendung (erwartet: .yaml, .yml oder .json)' }] };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      issues: document.errors.map((error) => ({
        file: display,
        path: '/',
        line: lineCounter.linePos(error.pos[0]).line,
        message: `ungültiges YAML: ${YAML_CODES[error.code] ?? 'Syntaxfehler'} (${error.message})`,
      })),
    };
  }
  let value: unknown;
  try {
    // A low alias limit: definitions never need aliases, and it stops alias bombs.
    value = document.toJS({ maxAliasCount: 20 });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { issues: [{ file: display, path: '/', message: `ungültiges YAML (${detail})` }] };
  }
  const lineOf = (pointer: string): number | undefined => {
    const segments: Array<string | number> = pointerSegments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    for (let length = segments.length; length >= 0; length -= 1) {
      const node = document.getIn(segments.slice(0, length), true) as { range?: [number, number, number] } | undefined;
      const offset = node?.range?.[0];
      if (offset !== undefined) return lineCounter.linePos(offset).line;
    }
    return undefined;
  };
  return { file: { name, display, value, lineOf }, issues: [] };
}
