import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call of a component with the one document codegen generated
 * for it (`PortalBootDocument`, `HomePage_ViewerFragmentDoc`), as a module of its own.
 * Without it, `graphql()` looks the text up in a map of every operation of the app
 * (`src/gql/gql.ts`), and even named imports from `src/gql/graphql.ts` land in one shared
 * chunk, so the first load carried every screen's documents (issue 10, B8). This does for
 * Vite what the client preset's Babel plugin does; the document is the same JSON codegen
 * wrote, so the behaviour does not change. Only in the build: tests use `graphql()` as written.
 */
const VIRTUAL = 'virtual:portal-document/';

export function typedDocuments({ gqlDir }: { gqlDir: string }): Plugin {
  // The text → name map codegen wrote into gql.ts (`"<text>": types.<Name>,` per line) and
  // each document's JSON from graphql.ts (`export const <Name> = {…} as unknown as DocumentNode<…>;`).
  let texts: Map<string, string> | null = null;
  let bodies: Map<string, string> | null = null;
  const namesByText = () => {
    texts ??= new Map(
      [
        ...readFileSync(`${gqlDir}/gql.ts`, 'utf8')
          .split('const documents')[1]!
          .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm),
      ].map((m) => [JSON.parse(m[1]!) as string, m[2]!]),
    );
    return texts;
  };
  const bodyOf = (name: string) => {
    bodies ??= new Map(
      [...readFileSync(`${gqlDir}/graphql.ts`, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    return bodies.get(name);
  };
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  return {
    name: 'portal:typed-documents',
    enforce: 'pre',
    buildStart() {
      texts = null;
      bodies = null;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const body = bodyOf(name);
      if (body === undefined) this.error(`${name} fehlt in ${gqlDir}/graphql.ts – bitte \`npm run codegen\` ausführen`);
      return `export default ${body};`;
    },
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || /\.spec\.tsx?$/.test(id) || id.includes('/web/src/gql/') || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const replaced = code.replace(call, (_whole, text: string) => {
        const name = namesByText().get(text);
        if (name === undefined) this.error(`${id}: ein graphql()-Dokument fehlt in ${gqlDir}/gql.ts – bitte \`npm run codegen\` ausführen`);
        names.add(name);
        return `__document_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import __document_${name} from ${JSON.stringify(VIRTUAL + name)};`).join('\n');
      return { code: `${imports}\n${replaced}`, map: null };
    },
  };
}
