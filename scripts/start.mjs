/**
 * `npm start`: builds only what is missing or older than its sources, then runs the built
 * server in this process. Plain Node, no TypeScript: a warm start costs the server's own
 * start and a walk over the source folders' modification times.
 *
 * Without NODE_ENV it asks for development: `npm start` is the local trial on the embedded
 * stand-ins (README). `node server/dist/main.js` alone runs hardened (production).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

/** Newest modification time under these paths; tests and generated caches do not count. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist' || name === 'e2e' || name === 'test') continue;
        if (/\.(spec|test|e2e)\.tsx?$|test-support\.ts$|test-kit\.ts$/.test(name)) continue;
        visit(join(path, name));
      }
    } else if (stat.mtimeMs > latest) {
      latest = stat.mtimeMs;
    }
  };
  for (const path of paths) visit(path);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = [
  at('schema'),
  at('screens'),
  at('shared', 'src'),
  at('shared', 'package.json'),
  at('package.json'),
  at('package-lock.json'),
  at('tsconfig.base.json'),
];
const targets = [
  {
    workspace: 'web',
    stamp: at('web', 'dist', 'index.html'),
    sources: [
      ...shared,
      at('web', 'src'),
      at('web', 'public'),
      at('web', 'index.html'),
      at('web', 'vite'),
      at('web', 'vite.config.ts'),
      at('web', 'vite.explorer.config.ts'),
      at('web', 'package.json'),
    ],
  },
  {
    workspace: 'server',
    stamp: at('server', 'dist', 'assets', 'build-info.json'),
    sources: [...shared, at('server', 'src'), at('server', 'scripts'), at('server', 'package.json'), at('web', 'src', 'gql', 'persisted-documents.json')],
  },
];

for (const target of targets) {
  const stamp = builtAt(target.stamp);
  if (stamp > 0 && stamp >= newest(target.sources)) continue;
  process.stderr.write(`${target.workspace}: Build fehlt oder ist älter als die Quellen – wird gebaut …\n`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'development';
await import(pathToFileURL(at('server', 'dist', 'main.js')).href);
