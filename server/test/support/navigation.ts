/** Shared fixtures of the navigation specs (not a spec itself). */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadRuleSetFromTexts } from '../../src/modules/navigation/rule-loader';
import type { NavigationLogger, RuleSet } from '../../src/modules/navigation/navigation.types';

export const SHIPPED_SCREENS_DIR = fileURLToPath(new URL('../../../screens', import.meta.url));

/** The shipped definition files by name, as text. */
export function shippedTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of readdirSync(SHIPPED_SCREENS_DIR)) {
    if (/\.(ya?ml|json)$/.test(name)) texts[name] = readFileSync(`${SHIPPED_SCREENS_DIR}/${name}`, 'utf8');
  }
  return texts;
}

export function loadShipped(): RuleSet {
  const result = loadRuleSetFromTexts(shippedTexts());
  if (!result.ok) throw result.error;
  return result.ruleSet;
}

export interface RecordedLog {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export function recordingLogger(): NavigationLogger & { entries: RecordedLog[] } {
  const entries: RecordedLog[] = [];
  return {
    entries,
    info: (obj, msg) => entries.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
  };
}
