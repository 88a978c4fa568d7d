// `node bench/tools.mjs`: installs the bench's own tools (Lighthouse, autocannon, chrome-launcher;
// bench/package.json and its lockfile) into bench/node_modules when they are missing or older than
// the lockfile. `npm run bench` runs it first. They are not in the root package: 227 of the 1,414
// packages of `npm install` (225 MB) were theirs, installed by every `npm ci` of CI for nothing.
// Exit code 2 with one line when the install fails (no registry, say): the bench cannot run.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const benchDir = dirname(fileURLToPath(import.meta.url));
const lockfile = join(benchDir, 'package-lock.json');
const installed = join(benchDir, 'node_modules', '.package-lock.json');

if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) process.exit(0);

console.log('bench: installing its tools into bench/node_modules (bench/package-lock.json) …');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// `npm install` on the lockfile, not `npm ci`: Lighthouse's trace engine asks for two packages at
// the tag `latest`, which `npm ci` checks against the registry's current tag and then refuses the
// locked versions. --no-save: the lockfile stays as it is.
const result = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--workspaces=false', '--fetch-retries=1', '--loglevel=error'], {
  cwd: benchDir,
  encoding: 'utf8',
});
if (result.status !== 0) {
  const said = `${result.stderr ?? ''}`.split('\n').find((line) => line.startsWith('npm error') && line.trim() !== 'npm error') ?? result.error?.message;
  console.error(`bench: could not install its tools (npm install in bench/: ${said ?? `exit code ${result.status}`}); nothing was measured.`);
  process.exit(2);
}
