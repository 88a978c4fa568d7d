/**
 * Bundling the server: one ESM bundle per process entry (packages stay in node_modules), and
 * beside it in `assets` every file the server reads at run time (lib/paths.ts), so that
 * neither tsx nor the source tree is needed. Used by scripts/build.ts (server/dist) and by
 * the bench, which runs its portal built as `npm start` does (bench/build-server.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../src/lib/paths';
import { upstreamSourceHashes } from '../src/embedded/upstream/store';
import { portalVersion } from '../src/lib/version';

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

/**
 * Bundles `entryPoints` (name → source file) into `outdir`, replacing what was there, with the
 * run-time files in `outdir/assets`. The folder must sit two levels below the repository root
 * (server/dist, server/dist-bench): lib/paths.ts finds the root from the bundle's own place.
 */
export async function bundleServer({ entryPoints, outdir }: { entryPoints: Record<string, string>; outdir: string }) {
  const assets = join(outdir, 'assets');
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
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
}
