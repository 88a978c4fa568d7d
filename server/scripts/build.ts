/**
 * Builds the server for `node server/dist/main.js`: one ESM bundle per process entry
 * (packages stay in node_modules), and beside it in dist/assets every file the server
 * reads at run time (lib/paths.ts), so that neither tsx nor the source tree is needed.
 *
 *   npm run build --workspace server
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../src/lib/paths';
import { upstreamSourceHashes } from '../src/embedded/upstream/store';
import { portalVersion } from '../src/lib/version';

const src = join(repoRoot, 'server', 'src');
const dist = join(repoRoot, 'server', 'dist');
const assets = join(dist, 'assets');

/**
 * Packages stay in node_modules. Node's ESM loader finds a deep import such as
 * `ajv/dist/2020` only through an `exports` map; for packages without one, the import is
 * rewritten to the file CommonJS resolution finds (`ajv/dist/2020.js`).
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      // The workspace's own TypeScript package is bundled, as the server's source is.
      if (args.path.startsWith('@fibre-portal/')) return undefined;
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      if (name === args.path) return { path: args.path, external: true };
      const packageDir = [join(repoRoot, 'server', 'node_modules', name), join(repoRoot, 'node_modules', name)].find((dir) =>
        existsSync(join(dir, 'package.json')),
      );
      if (!packageDir) return { errors: [{ text: `${name} is not installed` }] };
      const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports?: unknown };
      if (manifest.exports !== undefined) return { path: args.path, external: true };
      const require = createRequire(join(args.resolveDir, 'noop.js'));
      const file = relative(packageDir, require.resolve(args.path)).split(sep).join('/');
      return { path: `${name}/${file}`, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(src, 'main.ts'),
    // Beside main.js: worker-host.ts starts ./worker.js relative to the bundle.
    worker: join(src, 'embedded', 'upstream', 'worker.ts'),
    // The stand-ins as processes of their own (npm run core / npm run upstream, built).
    core: join(src, 'embedded', 'core', 'main.ts'),
    upstream: join(src, 'embedded', 'upstream', 'main.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});

await mkdir(assets, { recursive: true });
await Promise.all([
  cp(join(repoRoot, 'schema'), join(assets, 'schema'), { recursive: true }),
  cp(join(repoRoot, 'screens'), join(assets, 'screens'), { recursive: true }),
  cp(join(repoRoot, 'web', 'src', 'gql', 'persisted-documents.json'), join(assets, 'persisted-documents.json')),
]);
const info = { version: portalVersion, builtAt: new Date().toISOString(), upstream: await upstreamSourceHashes() };
// Written last: scripts/start.mjs takes its presence as "the build is complete".
await writeFile(join(assets, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
