// @vitest-environment node
/**
 * The client knows no rule (DESIGN.md §1, STYLE.md): no account type or role name
 * appears as a string literal in web/src outside tests, translations and generated code.
 * Who sees what comes from the server's descriptors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, ROLES } from '@fibre-portal/shared/vocabulary';

const SRC = fileURLToPath(new URL('.', import.meta.url));

// SPEC.md §6: the 14 account types and the 3 roles.
const NAMES = [...ACCOUNT_TYPES, ...ROLES];
const escaped = NAMES.map((name) => name.replace(/[-]/g, '\\-')).join('|');
const LITERAL = new RegExp(`(['"\`])(${escaped})\\1`, 'g');

const isExcluded = (path: string): boolean => /\.(spec|test)\.tsx?$/.test(path) || /(^|\/)(i18n|gql|__tests__)\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function findRuleNames(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => [...line.matchAll(LITERAL)].map((match) => `${path}:${index + 1}: ${match[0]}`)),
  );
}

describe('web/src', () => {
  it('contains no account type or role name as a string literal outside tests, translations and generated code', () => {
    const files = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !isExcluded(path))
      .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(20);
    expect(findRuleNames(files)).toEqual([]);
  });

  it('would find such a name (the check itself works)', () => {
    expect(findRuleNames([{ path: 'x.tsx', text: 'if (user.role === \'superadmin\' || type === "pm-am") show(`noc`);' }])).toEqual([
      "x.tsx:1: 'superadmin'",
      'x.tsx:1: "pm-am"',
      'x.tsx:1: `noc`',
    ]);
    expect(findRuleNames([{ path: 'y.ts', text: "const userId = 'user-1'; t('app.header.type');" }])).toEqual([]);
  });
});
