/**
 * Rule sets for the workbench's unit specs (not a spec itself): the shipped definitions,
 * and the shipped definitions with one text replaced.
 */
import { loadRuleSetFromTexts } from '../../src/modules/navigation';
import type { RuleSet } from '../../src/modules/navigation';
import { shippedTexts } from './navigation';

export const SHIPPED = shippedTexts();

export function rulesOf(texts: Record<string, string>): RuleSet {
  const loaded = loadRuleSetFromTexts(texts);
  if (!loaded.ok) throw loaded.error;
  return loaded.ruleSet;
}

export const shippedRules = (): RuleSet => rulesOf(SHIPPED);

/** The shipped texts with `from` replaced by `to` in `file`; fails when `from` is missing. */
export function shippedWith(file: string, from: string, to: string): Record<string, string> {
  const text = SHIPPED[file];
  if (text === undefined || !text.includes(from)) throw new Error(`'${from}' not in ${file}`);
  return { ...SHIPPED, [file]: text.replace(from, to) };
}
