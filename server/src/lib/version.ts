import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

export const portalVersion: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
