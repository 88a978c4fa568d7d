import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

/** The repository root, wherever the process was started from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDistDir = resolve(repoRoot, 'web/dist');
