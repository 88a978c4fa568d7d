import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaDir } from '../lib/paths';

/** All SDL files of `schema/`, in a stable order, as one document. */
export function loadTypeDefs(dir = schemaDir): string {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}
