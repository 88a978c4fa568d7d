/**
 * axe-core in the browser tests (issue 17): WCAG 2.1 A and AA on the whole document. Serious and
 * critical violations are returned (the test fails on them); moderate and minor ones are only
 * counted. Used by accessibility.e2e.ts (every persona's routes, in German and, for the
 * personas english.e2e.ts does not walk, in English) and by english.e2e.ts (every page it walks
 * in English is audited there, so that those pages are not opened a second time).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** An auditor with its own figures, for the line a file prints at its end. */
export function createAudit(timeout = 30_000) {
  const figures = { pages: 0, serious: 0, minor: 0 };
  /** Waits until the page shows its heading and its data, then runs axe; answers the serious and critical violations. */
  async function audit(page: Page, path: string): Promise<string[]> {
    await settled(page, timeout);
    // Through the DevTools protocol: the portal's CSP (rightly) refuses inline scripts.
    if ((await page.evaluate(() => 'axe' in window)) === false) await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
      // Every violation with all its nodes; of passes and incomplete checks axe keeps one node each
      // (resultTypes), which spares it the selectors of every passing node.
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      return result.violations;
    });
    figures.pages += 1;
    const found = violations as AxeViolation[];
    const serious = found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    figures.serious += serious.length;
    figures.minor += found.length - serious.length;
    return serious.map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
  }
  const summary = () => `${figures.pages} pages checked, ${figures.serious} serious or critical, ${figures.minor} moderate or minor violations`;
  return { audit, summary };
}
