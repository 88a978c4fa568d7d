/**
 * The trusted documents: every operation the portal's own client sends, as Apollo Client
 * sends it, keyed by the SHA-256 of that text (web/src/gql/persisted-documents.json,
 * written by `npm run codegen`). In production only these run (issue 11).
 *
 * Each entry is checked once at start — the key must be the hash of its text, and the text
 * must be valid against the schema and within the limits — so per request a trusted
 * document costs one map lookup.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { persistedDocumentsFile } from '../../lib/paths';
import { analyseDocument, type AnalysedDocument } from '../limits/analyse';
import type { GraphQLLimits } from '../limits/rules';

export const MANIFEST_FILE = persistedDocumentsFile;

export type Manifest = Record<string, string>;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const SHA256_HEX = /^[0-9a-f]{64}$/;

export interface TrustedDocuments {
  /** The document with this id (lower-case SHA-256 hex), if it is one of the client's. */
  get(id: string): AnalysedDocument | undefined;
  readonly size: number;
}

export interface LoadedTrustedDocuments {
  documents: TrustedDocuments;
  /** Why entries were left out (or the file is missing); empty when all is well. */
  problems: string[];
}

export function trustedDocumentsFrom(manifest: Manifest, schema: GraphQLSchema, limits: GraphQLLimits): LoadedTrustedDocuments {
  const byId = new Map<string, AnalysedDocument>();
  const problems: string[] = [];
  for (const [id, text] of Object.entries(manifest)) {
    if (!SHA256_HEX.test(id) || typeof text !== 'string' || sha256Hex(text) !== id) {
      problems.push(`${id}: die Kennung ist nicht der SHA-256 des Textes`);
      continue;
    }
    const analysis = analyseDocument(schema, text, limits);
    if (!analysis.ok) {
      problems.push(`${id}: ${analysis.errors.map((e) => e.message).join('; ')}`);
      continue;
    }
    const invalid = validate(schema, analysis.document.document, specifiedRules);
    if (invalid.length > 0) {
      problems.push(`${id}: ${invalid.map((e) => e.message).join('; ')}`);
      continue;
    }
    byId.set(id, analysis.document);
  }
  return {
    documents: { get: (id) => byId.get(id), size: byId.size },
    problems,
  };
}

/** The manifest's entries; none when the file is missing or not a JSON object (`loadTrustedDocuments` names the problem). */
export function readManifest(file = MANIFEST_FILE): Manifest {
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest) ? (manifest as Manifest) : {};
}

export function loadTrustedDocuments(schema: GraphQLSchema, limits: GraphQLLimits, file = MANIFEST_FILE): LoadedTrustedDocuments {
  if (!existsSync(file)) {
    return { documents: trustedDocumentsFrom({}, schema, limits).documents, problems: [`${file} fehlt; bitte \`npm run codegen\` ausführen`] };
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    return { documents: trustedDocumentsFrom({}, schema, limits).documents, problems: [`${file} ist kein JSON-Objekt`] };
  }
  return trustedDocumentsFrom(manifest as Manifest, schema, limits);
}
