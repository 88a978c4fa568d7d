import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * True in the server bundle (server/dist/*.js), false when run from TypeScript source
 * (tsx, vitest). The bundle inlines every module, so import.meta.url is the bundle's own file.
 */
export const isBuilt = !import.meta.url.endsWith('.ts');

/** The repository root (or the image's app folder), wherever the process was started from. */
export const repoRoot = resolve(here, isBuilt ? '../..' : '../../..');
export const webDistDir = resolve(repoRoot, 'web/dist');

/**
 * Files the server reads at run time. The build copies them beside the bundle
 * (server/dist/assets), so a built server needs no source tree.
 */
export const assetsDir = isBuilt ? join(here, 'assets') : repoRoot;
export const schemaDir = join(assetsDir, 'schema');
export const shippedScreensDir = join(assetsDir, 'screens');
export const persistedDocumentsFile = isBuilt ? join(assetsDir, 'persisted-documents.json') : join(repoRoot, 'web', 'src', 'gql', 'persisted-documents.json');
/** Hashes of sources the bundle no longer has (the upstream seed's), written by the build. */
export const buildInfoFile = join(assetsDir, 'build-info.json');
