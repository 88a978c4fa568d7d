/**
 * Builds bench/server.ts as `npm start` runs the portal: bundled (server/scripts/bundle.ts),
 * into server/dist-bench/server.js, run with plain `node`, without tsx. Under tsx the portal's live
 * heap also held each module's transformed source and source map (78.7 against 67.1 MB after
 * B7): more for each major collection to mark on the server's one core (issue 20, B2).
 *
 *   node --import tsx bench/build-server.ts
 */
import { join } from 'node:path';
import { repoRoot } from '../server/src/lib/paths';
import { bundleServer } from '../server/scripts/bundle';

// Inside server/: the packages resolve from server/node_modules first, as for server/dist
// (bench/node_modules holds the bench tools' own, older versions of some).
await bundleServer({ outdir: join(repoRoot, 'server', 'dist-bench'), entryPoints: { server: join(repoRoot, 'bench', 'server.ts') } });
