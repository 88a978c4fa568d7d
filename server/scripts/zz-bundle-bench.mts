import { build } from 'esbuild';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
const root = '/work/main';
// reuse plugin by copying logic: import build.ts is side-effectful, so inline minimal external-all-packages
await build({
  entryPoints: { server: join(root, 'bench/server.ts') },
  outdir: join(root, 'server/dist-bench'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  packages: 'external',
  plugins: [
    {
      name: 'ws',
      setup(c) {
        c.onResolve({ filter: /^@fibre-portal\// }, async (a) => {
          const r = await c.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, pluginData: 1 });
          return r;
        });
      },
    },
  ],
});
await cp(join(root, 'server/dist/assets'), join(root, 'server/dist-bench/assets'), { recursive: true });
