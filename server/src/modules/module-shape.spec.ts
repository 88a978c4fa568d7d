/**
 * Every domain module has the same shape (docs/architecture.md, 'Wie ein Servermodul
 * aufgebaut ist'): index, resolvers, service and mappers named after the folder, specs
 * beside them, and a resolver map made by a factory that gets its services passed in.
 * `common/` holds what the modules share and is no module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url);
const modules = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'common')
  .map((entry) => entry.name);
const filesOf = (module: string) => readdirSync(new URL(`${module}/`, root));
const textOf = (module: string, file: string) => readFileSync(new URL(`${module}/${file}`, root), 'utf8');

describe('the shape of the server modules', () => {
  it('finds the modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['tickets', 'cids', 'orders', 'dashboard', 'releases']));
  });

  it.each(modules)('%s has index, resolvers, service and mappers named after it, and specs', (module) => {
    const files = filesOf(module);
    expect(files).toEqual(expect.arrayContaining(['index.ts', `${module}.resolvers.ts`, `${module}.service.ts`, `${module}.mappers.ts`]));
    expect(files.filter((file) => file.endsWith('.spec.ts')).length).toBeGreaterThan(0);
  });

  it.each(modules)('%s keeps its test helpers out of src/ (they live in server/test/support/)', (module) => {
    expect(filesOf(module).filter((file) => /test-support|test-kit|\.test-/.test(file))).toEqual([]);
  });

  it.each(modules)('%s makes its resolver map with a factory and exports no ready-made map', (module) => {
    const source = textOf(module, `${module}.resolvers.ts`);
    expect(source).toMatch(/export function create[A-Z]\w*Resolvers\(/);
    expect(source).not.toMatch(/export const \w+\s*:\s*Resolvers\b/);
    expect(textOf(module, 'index.ts')).not.toMatch(/export const \w+Resolvers\s*=/);
  });
});
