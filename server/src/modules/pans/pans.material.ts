/**
 * The material documentation of a house connection (cable, rack, colour from speed's
 * material codes): who sees it with names, and who may record it (the firm assigned).
 */
import { auditActorOf } from '../audit';
import type { SessionUser } from '../../graphql/context';
import { domainSources } from '../../sources/domain-sources';
import { dataScopeOf, seesHouseConnection } from '../common/data-scope';
import { notFound } from '../common/errors';
import { ID_FORMATS } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import type { MaterialCode } from '../reference';
import type { HouseConnection } from './pans.mappers';
import type { MutationErrorModel } from '../common/models';
import type { PansContext } from './pans.service';
import { toHouseConnection } from './pans.mappers';

export interface MaterialDocumentation {
  cable: MaterialCode | null;
  rack: MaterialCode | null;
  colour: MaterialCode | null;
  documentedBy: string | null;
  documentedAt: string | null;
}

/** The documentation with the codes' names; null for account types that do not load material codes (SPEC.md §6). */
export async function documentationOf(context: PansContext, houseConnection: HouseConnection): Promise<MaterialDocumentation | null> {
  const viewer = context.viewer;
  if (viewer === null || !reference.mayLoad('materialCodes', viewer)) return null;
  const codes = await reference.materialCodes(context.upstream, viewer);
  const code = (group: number, id: number | null) => (id === null ? null : (codes.find((c) => c.group === group && c.id === id) ?? null));
  const { material } = houseConnection;
  return {
    cable: code(1, material.cable),
    rack: code(2, material.rack),
    colour: code(3, material.colour),
    documentedBy: material.documentedBy,
    documentedAt: material.documentedAt,
  };
}

// Writes

const REQUIRED = 'Feld ist nicht optional';

export interface MaterialInput {
  cid?: string | null;
  cable?: number | null;
  rack?: number | null;
  colour?: number | null;
}

export interface MaterialResult {
  ok: boolean;
  houseConnection: HouseConnection | null;
  error: MutationErrorModel | null;
}

const MATERIAL_FIELDS = [
  { field: 'cable', group: 1, label: 'Kabeltyp' },
  { field: 'rack', group: 2, label: 'Rack im AAN' },
  { field: 'colour', group: 3, label: 'Farbe' },
] as const;

async function accountName(context: PansContext, accountId: string | null): Promise<string | null> {
  if (accountId === null) return null;
  return (await reference.account(context.upstream, accountId))?.name ?? null;
}

async function signature(context: PansContext, viewer: SessionUser): Promise<string> {
  const who = viewer.name ?? viewer.email ?? viewer.userId;
  const company = await accountName(context, viewer.accountId);
  return company === null ? who : `${who} (${company})`;
}

export async function updateMaterial(context: PansContext, input: MaterialInput): Promise<MaterialResult> {
  const viewer = assertAnyScreen(context, ['pan-cids', 'pan-branch-cids']);
  const scope = dataScopeOf(viewer);
  const errors = new Map<string, string>();
  const cidText = input.cid?.trim().toUpperCase() ?? '';
  if (cidText === '') errors.set('cid', REQUIRED);
  else if (cidText.length > 20 || !ID_FORMATS.cid.pattern.test(cidText)) errors.set('cid', ID_FORMATS.cid.message);
  for (const { field } of MATERIAL_FIELDS) if (input[field] === null || input[field] === undefined) errors.set(field, REQUIRED);
  const refused = (code: MutationErrorModel['code'], message: string): MaterialResult => ({
    ok: false,
    houseConnection: null,
    error: { code, message, fieldErrors: [...errors].map(([field, text]) => ({ field, message: text })) },
  });
  if (errors.size > 0) return refused('INVALID_INPUT', 'Bitte prüfen Sie die markierten Felder.');
  if (scope.kind !== 'firm') {
    return refused('NOT_ALLOWED', 'Das Material dokumentiert die Baufirma, der der Hausanschluss zugewiesen ist.');
  }

  const codes = await reference.materialCodes(context.upstream, viewer);
  for (const { field, group, label } of MATERIAL_FIELDS) {
    if (!codes.some((code) => code.group === group && code.id === input[field])) {
      errors.set(field, `Kein Materialcode der Gruppe ${label}. Bitte wählen Sie einen Eintrag aus der Liste.`);
    }
  }
  if (errors.size > 0) return refused('INVALID_INPUT', 'Bitte prüfen Sie die markierten Felder.');

  const { clients, loaders } = domainSources(context.upstream);
  const current = await loaders.houseConnectionByCid.load(cidText);
  const pan = current === null ? null : await loaders.panById.load(current.aan_pan);
  if (current === null || !seesHouseConnection(scope, current, pan)) {
    throw notFound('Diesen Hausanschluss gibt es nicht, oder er ist Ihrem Konto nicht zugewiesen. Bitte prüfen Sie die CID.');
  }
  const saved = await clients.pans.putMaterial(cidText, {
    cable: input.cable!,
    rack: input.rack!,
    colour: input.colour!,
    by: await signature(context, viewer),
  });
  await context.services.audit.record(auditActorOf(context), {
    action: 'houseConnection.material',
    outcome: 'ok',
    targetType: 'houseConnection',
    targetId: cidText,
    accountId: viewer.accountId,
    // The names beside the codes, so that the audit log reads as the screen does.
    details: {
      cable: input.cable,
      rack: input.rack,
      colour: input.colour,
      pan: saved.aan_pan,
      ...Object.fromEntries(
        MATERIAL_FIELDS.map(({ field, group }) => [
          `${field}Name`,
          codes.find((code) => code.group === group && code.id === input[field])?.name ?? 'Keine Auswahl',
        ]),
      ),
    },
  });
  return { ok: true, houseConnection: toHouseConnection(saved, true), error: null };
}

/** The material documentation as the resolvers call it (`createPansResolvers`). */
export function createPanMaterialService() {
  return { documentationOf, updateMaterial };
}
export type PanMaterialService = ReturnType<typeof createPanMaterialService>;
