/**
 * Builds the server for `node server/dist/main.js` (scripts/bundle.ts).
 *
 *   npm run build --workspace server
 */
import { join } from 'node:path';
import { repoRoot } from '../src/lib/paths';
import { bundleServer } from './bundle';

const src = join(repoRoot, 'server', 'src');

await bundleServer({
  outdir: join(repoRoot, 'server', 'dist'),
  entryPoints: {
    main: join(src, 'main.ts'),
    // Beside main.js: worker-host.ts starts ./worker.js relative to the bundle.
    worker: join(src, 'embedded', 'upstream', 'worker.ts'),
    // The stand-ins as processes of their own (npm run core / npm run upstream, built).
    core: join(src, 'embedded', 'core', 'main.ts'),
    upstream: join(src, 'embedded', 'upstream', 'main.ts'),
  },
});
