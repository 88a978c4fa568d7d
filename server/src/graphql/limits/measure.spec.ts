import { describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import {
  costUsesVariables,
  introspectionListNesting,
  mostRepeatedField,
  operationAliases,
  operationCost,
  operationDepth,
  operationDirectives,
  type FragmentLookup,
} from './measure';
import { analyseDocument, checkCostForRequest } from './analyse';
import { DEFAULT_LIMITS } from './rules';

// A schema with nested, paginated lists, as the ticket and CID screens will have.
const schema = buildSchema(`
  type Query { tickets(first: Int): [Ticket!]!  me: User }
  type Ticket { id: ID!  title: String  notes(limit: Int): [Note!]!  owner: User }
  type Note { id: ID!  text: String  author: User }
  type User { id: ID!  name: String  manager: User }
`);

function operationOf(text: string): { operation: OperationDefinitionNode; fragment: FragmentLookup; document: DocumentNode } {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragment: FragmentLookup = (name) => document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name) as never;
  return { operation, fragment, document };
}

const measure = <T>(text: string, f: (o: OperationDefinitionNode, l: FragmentLookup) => T) => {
  const { operation, fragment } = operationOf(text);
  return f(operation, fragment);
};

describe('depth', () => {
  it.each([
    ['{ me { id } }', 2],
    ['{ me { manager { manager { name } } } }', 4],
    ['{ ...F } fragment F on Query { me { manager { id } } }', 3],
    ['{ me { ... on User { manager { id } } } }', 3],
    // Introspection has its own limit; it counts as one level here.
    ['{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 1],
  ])('measures %s as %i', (text, depth) => {
    expect(measure(text, operationDepth)).toBe(depth);
  });

  it('ends on a fragment cycle instead of recursing for ever', () => {
    expect(measure('{ ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }', operationDepth)).toBe(2);
  });
});

describe('aliases and directives', () => {
  it('counts an alias inside a fragment once per spread', () => {
    expect(measure('{ ...F ...F a: me { id } } fragment F on Query { b: me { id } c: me { name } }', operationAliases)).toBe(5);
  });

  it('counts directives on the operation, variables, fields, spreads and fragment definitions', () => {
    const text = 'query Q($a: Boolean @x) @y { me @include(if: $a) { id @skip(if: false) } ...F @z } fragment F on Query @w { me { name @v } }';
    expect(measure(text, operationDirectives)).toBe(7);
  });
});

describe('repeated fields', () => {
  it('finds the response name asked most often in one selection set, fragments flattened', () => {
    expect(measure('{ me { id id name ...F } } fragment F on User { id ... on User { id } }', mostRepeatedField)).toEqual({ responseName: 'id', count: 4 });
  });

  it('judges each selection set on its own: the same field in two sets is no repeat', () => {
    expect(measure('{ me { id } tickets { id } }', mostRepeatedField).count).toBe(1);
  });

  it('measures a fragment bomb without expanding it', () => {
    const bomb = [
      '{ ...F20 }',
      'fragment F0 on Query { me { id } }',
      ...Array.from({ length: 20 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
    ].join('\n');
    const started = performance.now();
    expect(measure(bomb, mostRepeatedField)).toEqual({ responseName: 'me', count: 2 ** 20 });
    expect(measure(bomb, (o, f) => operationCost(schema, o, f, { defaultListSize: 20 }))).toBe(2 ** 21);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('cost', () => {
  const cost = (text: string, variables?: Record<string, unknown>) => measure(text, (o, f) => operationCost(schema, o, f, { defaultListSize: 20, variables }));

  it.each([
    // Scalars cost 1 each; an object field 1 plus its selection.
    ['{ me { id name } }', 3],
    // A list multiplies its selection by the page size: 1 + 10 × 2.
    ['{ tickets(first: 10) { id title } }', 21],
    // Without a page size, the default list size (20): 1 + 20 × 1.
    ['{ tickets { id } }', 21],
    // Nested lists multiply: 1 + 10 × (1 + 1 + 5 × 2).
    ['{ tickets(first: 10) { id notes(limit: 5) { id text } } }', 121],
    ['{ __typename me { __typename id } }', 2],
  ])('costs %s as %i', (text, expected) => {
    expect(cost(text)).toBe(expected);
  });

  it('reads a page size given as a variable from the request', () => {
    const text = 'query Q($n: Int) { tickets(first: $n) { id } }';
    expect(cost(text, { n: 500 })).toBe(501);
    expect(cost(text, {})).toBe(21);
    expect(measure(text, costUsesVariables)).toBe(true);
    expect(measure('{ tickets(first: 5) { id } }', costUsesVariables)).toBe(false);
  });

  it('refuses a document whose variable page size is too large, per request', () => {
    const analysis = analyseDocument(schema, 'query Q($n: Int) { tickets(first: $n) { id notes { id } } }', DEFAULT_LIMITS);
    expect(analysis.ok).toBe(true);
    if (!analysis.ok) return;
    expect(checkCostForRequest(schema, analysis.document, 'Q', { n: 10 }, DEFAULT_LIMITS)).toBeNull();
    const refused = checkCostForRequest(schema, analysis.document, 'Q', { n: 1000 }, DEFAULT_LIMITS);
    expect(refused?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost', actual: 1 + 1000 * 22, max: 5000 });
  });
});

describe('introspection', () => {
  it('lets the standard introspection query through (3 nested lists)', () => {
    const { operation, fragment } = operationOf(getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }));
    expect(introspectionListNesting(schema, operation, fragment)).toBe(3);
  });

  it('sees the introspection attack nest more', () => {
    expect(
      measure('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }', (o, f) => introspectionListNesting(schema, o, f)),
    ).toBe(4);
    expect(
      measure('{ __type(name: "Query") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }', (o, f) =>
        introspectionListNesting(schema, o, f),
      ),
    ).toBe(4);
  });
});

describe('analyseDocument', () => {
  it('refuses too many tokens while parsing, with the German message', () => {
    const analysis = analyseDocument(schema, `{ me { id ${'name '.repeat(1000)} } }`, DEFAULT_LIMITS);
    expect(analysis).toMatchObject({ ok: false, errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED', limit: 'tokens' } }] });
    if (!analysis.ok)
      expect(analysis.errors[0]!.message).toBe(
        'Die Abfrage ist zu lang (mehr als 1000 Bestandteile). Bitte fragen Sie weniger Felder ab oder teilen Sie die Abfrage auf mehrere Anfragen auf.',
      );
  });

  it.each([
    [
      'depth',
      `{ me { ${'manager { '.repeat(8)}id${' }'.repeat(8)} } }`,
      'Die Abfrage ist zu tief verschachtelt (Tiefe 10, erlaubt sind höchstens 8). Bitte fragen Sie weniger verschachtelte Felder ab.',
    ],
    [
      'aliases',
      `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
      'Die Abfrage verwendet zu viele Aliasse (16, erlaubt sind höchstens 15). Bitte teilen Sie die Abfrage auf mehrere Anfragen auf.',
    ],
    [
      'directives',
      `{ me { id ${'@skip(if: false) '.repeat(51)} } }`,
      'Die Abfrage enthält zu viele Direktiven (51, erlaubt sind höchstens 50). Bitte verwenden Sie weniger Direktiven wie @include oder @skip.',
    ],
    [
      'repeatedField',
      `{ me { ${'id '.repeat(21)} } }`,
      'Das Feld „id“ wird in einer Auswahl 21-mal abgefragt (erlaubt sind höchstens 20). Bitte fragen Sie jedes Feld nur einmal ab.',
    ],
    [
      'cost',
      '{ tickets(first: 100) { notes(limit: 100) { id } } }',
      'Die Abfrage ist zu aufwendig (Kosten 10101, erlaubt sind höchstens 5000). Bitte fragen Sie kleinere Seiten (z. B. first: 20) oder weniger Listenfelder ab.',
    ],
  ])('refuses a document over the %s limit with a German message', (limit, text, message) => {
    const analysis = analyseDocument(schema, text, DEFAULT_LIMITS);
    expect(analysis.ok).toBe(false);
    if (analysis.ok) return;
    expect(analysis.errors).toHaveLength(1);
    expect(analysis.errors[0]!.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
    expect(analysis.errors[0]!.message).toBe(message);
  });

  it('accepts documents just within every limit', () => {
    const text = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: me { id }`).join(' ')} me { ${'manager { '.repeat(6)}id${' }'.repeat(6)} } tickets(first: 50) { id ${'title '.repeat(19)} } }`;
    const analysis = analyseDocument(schema, text, DEFAULT_LIMITS);
    expect(analysis.ok ? [] : analysis.errors.map((e) => e.message)).toEqual([]);
  });
});
