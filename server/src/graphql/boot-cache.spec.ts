/**
 * The rules of the boot cache without a portal: which documents may be kept, what the key
 * holds, and that an answer is given back only while every input is the same. The portal's
 * path (session first, errors never kept, publishes, metadata, language, banners) is in
 * `server/test/boot-cache.spec.ts`.
 */
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createBootCache, type BootAnswer, type BootInputs, type BootRequest } from './boot-cache';
import { analyseDocument, type AnalysedDocument } from './limits/analyse';
import { DEFAULT_LIMITS } from './limits/rules';
import { loadTypeDefs } from './schema';
import type { SessionUser } from './context';

const schema = buildSchema(loadTypeDefs());
const persisted = JSON.parse(readFileSync(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;

function analysed(text: string): AnalysedDocument {
  const analysis = analyseDocument(schema, text, DEFAULT_LIMITS);
  if (!analysis.ok) throw new Error(analysis.errors.map((error) => error.message).join('; '));
  return analysis.document;
}

function clientOperation(name: string): AnalysedDocument {
  const text = Object.values(persisted).find((document) => new RegExp(`^query ${name}\\b`).test(document));
  if (text === undefined) throw new Error(`the web client has no operation ${name}`);
  return analysed(text);
}

const viewer: SessionUser = {
  userId: 'u-1',
  sessionHandle: 's-1',
  email: 'user.isp@example.at',
  name: 'Isa Providerin',
  accountId: 'isp-0001',
  type: 'isp',
  role: 'user',
  language: null,
};

const ruleSet = {};
const banners = [{ id: 'b-1', colour: 'red' }];
const inputs: BootInputs = { viewer, ruleSet, rulesVersion: '3-abc', banners };
const answer: BootAnswer = { status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: Buffer.from('{"data":{}}\n') };

function request(document: AnalysedDocument, overrides: Partial<BootRequest> = {}): BootRequest {
  return {
    document,
    operationName: undefined,
    variables: {},
    extensions: undefined,
    accept: 'application/json',
    contentType: 'application/json',
    language: 'de',
    environment: 'prod',
    ...overrides,
  };
}

describe('which documents the boot cache keeps', () => {
  const cache = createBootCache({ schema });

  it("keeps the web client's PortalBoot (a field added to the boot that it cannot keep turns this red)", () => {
    expect(cache.keyOf(request(clientOperation('PortalBoot'), { operationName: 'PortalBoot' }), viewer)).toMatchObject({ operationName: 'PortalBoot' });
  });

  it.each([
    ['a field outside the boot (tile counts)', '{ viewer { tiles { id count { value } } } }'],
    ['a field with arguments', '{ routeAccess(path: "/tickets") { status } }'],
    ['a screen definition', '{ viewer { routes { id definition { __typename } } } }'],
    ['a directive', '{ viewer { greeting @include(if: true) } }'],
    ['variables', 'query Boot($x: Boolean!) { viewer { greeting @skip(if: $x) } }'],
    ['a mutation', 'mutation { switchBack { ok } }'],
    ['list data', '{ cids(first: 5) { items { id } } }'],
  ])('does not keep a document with %s', (_what, text) => {
    expect(cache.keyOf(request(analysed(text)), viewer)).toBeNull();
  });

  it('keeps fragments and inline fragments of the boot fields', () => {
    const text = 'query Head { viewer { ...H ... on Viewer { greeting } } } fragment H on Viewer { user { name } menu { id label } }';
    expect(cache.keyOf(request(analysed(text)), viewer)).not.toBeNull();
  });

  it('runs the named operation of a document with several, and keeps none without a name', () => {
    const document = analysed('query A { viewer { greeting } } query B { viewer { tiles { count { value } } } }');
    expect(cache.keyOf(request(document, { operationName: 'A' }), viewer)).not.toBeNull();
    expect(cache.keyOf(request(document, { operationName: 'B' }), viewer)).toBeNull();
    expect(cache.keyOf(request(document), viewer)).toBeNull();
  });

  it.each([
    ['no session', { viewer: null }],
    ['a superadmin (the account acted as comes from the core)', { viewer: { ...viewer, role: 'superadmin' as const } }],
    ['variables', { request: { variables: { first: 1 } } }],
    ['extensions', { request: { extensions: { trace: true } } }],
  ])('keeps nothing for %s', (_what, { viewer: who = viewer, request: overrides = {} }: { viewer?: SessionUser | null; request?: Partial<BootRequest> }) => {
    expect(cache.keyOf(request(clientOperation('PortalBoot'), overrides), who)).toBeNull();
  });

  it.each([
    ['the user', { viewer: { ...viewer, userId: 'u-2' } }],
    ['the session', { viewer: { ...viewer, sessionHandle: 's-2' } }],
    ['the language', { request: { language: 'en' } }],
    ['the environment', { request: { environment: 'ont' } }],
    ['the Accept header', { request: { accept: 'application/graphql-response+json' } }],
    ['the Content-Type', { request: { contentType: 'application/json; charset=utf-8' } }],
    ['the document', { request: { document: analysed('{ viewer { greeting } }') } }],
  ])('keys answers by %s', (_what, { viewer: who = viewer, request: overrides = {} }: { viewer?: SessionUser; request?: Partial<BootRequest> }) => {
    const document = clientOperation('PortalBoot');
    const base = cache.keyOf(request(document), viewer)!.key;
    expect(cache.keyOf(request(document, overrides), who)!.key).not.toBe(base);
  });
});

describe('answers given back only from the same inputs', () => {
  const document = clientOperation('PortalBoot');

  function kept() {
    const cache = createBootCache({ schema });
    const { key } = cache.keyOf(request(document), viewer)!;
    cache.set(key, inputs, answer);
    return { cache, key };
  }

  it('gives back the kept answer for the same inputs', () => {
    const { cache, key } = kept();
    expect(cache.get(key, { ...inputs, viewer: { ...viewer } })).toBe(answer);
  });

  it.each([
    ['a published rule set', { ruleSet: {} }],
    ['another rules version', { rulesVersion: '4-def' }],
    ['a changed name', { viewer: { ...viewer, name: 'Isa Neu' } }],
    ['a changed account', { viewer: { ...viewer, accountId: 'isp-0002' } }],
    ['a changed type', { viewer: { ...viewer, type: 'pmo' } }],
    ['a changed role', { viewer: { ...viewer, role: 'admin' as const } }],
    ['a changed language setting', { viewer: { ...viewer, language: 'en' } }],
    ['a changed e-mail', { viewer: { ...viewer, email: 'neu@example.at' } }],
    ['a field the viewer did not have', { viewer: { ...viewer, extra: 1 } as SessionUser }],
    ['other banners', { banners: [{ id: 'b-1', colour: 'yellow' }] }],
    ['no banners', { banners: [] }],
  ])('gives back nothing after %s', (_what, change: Partial<BootInputs>) => {
    const { cache, key } = kept();
    expect(cache.get(key, { ...inputs, ...change })).toBeUndefined();
  });

  it('compares banners read again (a new array) by value', () => {
    const { cache, key } = kept();
    expect(cache.get(key, { ...inputs, banners: [{ id: 'b-1', colour: 'red' }] })).toBe(answer);
  });

  it('keeps its own copy of the viewer', () => {
    const cache = createBootCache({ schema });
    const { key } = cache.keyOf(request(document), viewer)!;
    const changing = { ...viewer };
    cache.set(key, { ...inputs, viewer: changing }, answer);
    changing.name = 'Später geändert';
    expect(cache.get(key, { ...inputs, viewer: changing })).toBeUndefined();
    expect(cache.get(key, inputs)).toBe(answer);
  });

  it('holds at most its maximum, dropping the least recently used', () => {
    const cache = createBootCache({ schema, max: 2 });
    const keys = ['u-1', 'u-2', 'u-3'].map((userId) => {
      const who = { ...viewer, userId };
      const { key } = cache.keyOf(request(document), who)!;
      cache.set(key, { ...inputs, viewer: who }, answer);
      return { key, who };
    });
    expect(cache.size).toBe(2);
    expect(cache.get(keys[0]!.key, { ...inputs, viewer: keys[0]!.who })).toBeUndefined();
    expect(cache.get(keys[2]!.key, { ...inputs, viewer: keys[2]!.who })).toBe(answer);
  });

  it('tells snapshots taken before and after an execution apart', () => {
    const cache = createBootCache({ schema });
    expect(cache.sameInputs(inputs, { ...inputs, banners: [...banners] })).toBe(true);
    expect(cache.sameInputs(inputs, { ...inputs, ruleSet: {} })).toBe(false);
    expect(cache.sameInputs(inputs, { ...inputs, rulesVersion: '5' })).toBe(false);
  });
});
