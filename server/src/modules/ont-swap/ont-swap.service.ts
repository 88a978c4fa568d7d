/**
 * 'CID/ONT-Tausch': the NOC, network operations and construction firms replace the ONT
 * of a connection. The new serial is checked with the shared rule (`ALCL` and eight
 * hexadecimal digits, not the installed one) before anything is sent; construction firms
 * swap only at PANs assigned to them; the CRM records the swap with who and when and
 * refuses a serial in use elsewhere or a CID swapped in the meantime (the serial the user
 * saw is sent along). Every attempt past the screen check is written to the audit log.
 */
import type { GraphQLContext } from '../../graphql/context';
import { UpstreamError } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { orderingSources } from '../../sources/ordering-sources';
import { ONT_MESSAGES, ONT_REASON_MAX, ONT_SERIAL_PATTERN, normaliseOntSerial, validateOntSerial } from '@fibre-portal/shared/order-form';
import { auditActorOf } from '../audit';
import type { Cid } from '../cids';
import { findCid, toCid } from '../cids';
import { dataScopeOf } from '../common/data-scope';
import { searchAddresses } from '../locations';
import { InputProblems } from '../common/errors';
import { ID_FORMATS, idFilter, textFilter } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { type MutationErrorModel as MutationError, refusal } from '../common/models';
import { fieldsOfCrmRefusal, swappedBy, toSwapOntResult, type SwapOntResult } from './ont-swap.mappers';

export type OntSwapContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'clientUrl' | 'requestId' | 'request'>;

export const ONT_SWAP_SCREEN = 'ont-swap';
export const AUDIT_ACTION = 'ont.swap';

export interface SwapOntInput {
  cid: string;
  newSerial: string;
  expectedOldSerial?: string | null;
  reason?: string | null;
}

const CID_UNKNOWN = 'Diese CID gibt es nicht. Bitte prüfen Sie die Nummer.';
const INVALID = 'Bitte prüfen Sie die markierten Felder.';

export async function swapOnt(context: OntSwapContext, input: SwapOntInput): Promise<SwapOntResult> {
  const viewer = assertAnyScreen(context, [ONT_SWAP_SCREEN]);
  const scope = dataScopeOf(viewer);
  const problems = new InputProblems();
  const cid = idFilter(problems, 'cid', input.cid, ID_FORMATS.cid);
  if (cid === null) problems.add('cid', ID_FORMATS.cid.message);
  const serialProblem = validateOntSerial(input.newSerial);
  if (serialProblem) problems.add('newSerial', serialProblem);
  const expected = input.expectedOldSerial?.trim() ? normaliseOntSerial(input.expectedOldSerial) : null;
  if (expected !== null && !ONT_SERIAL_PATTERN.test(expected)) problems.add('expectedOldSerial', ONT_MESSAGES.serialInvalid);
  const reason = textFilter(problems, 'reason', 'Der Grund', input.reason, ONT_REASON_MAX);
  const newSerial = serialProblem ? null : normaliseOntSerial(input.newSerial);

  const audit = async (outcome: 'ok' | 'refused', details: Record<string, unknown>) =>
    context.services.audit.record(auditActorOf(context), {
      action: AUDIT_ACTION,
      outcome,
      targetType: 'cid',
      targetId: cid ?? input.cid.slice(0, 40),
      accountId: viewer.accountId,
      details,
    });
  /** `now`: the CID as the server has it now, so that a CONFLICT shows the current ONT rather than the one the user saw. */
  const refuse = async (error: MutationError, now: Cid | null = null): Promise<SwapOntResult> => {
    await audit('refused', { newSerial: input.newSerial.slice(0, 40), reason: error.message, fields: error.fieldErrors.map((field) => field.field) });
    return { ok: false, cid: now, swap: null, error };
  };
  if (problems.any) return refuse(refusal('INVALID_INPUT', INVALID, problems.fields));

  const { loaders } = domainSources(context.upstream);
  // A CID outside the user's scope (for a firm: outside its PANs) gets the very answer of a CID that does not exist (DESIGN.md §8).
  const row = (await findCid(context, scope, cid!)) === null ? null : await loaders.cidById.load(cid!);
  if (row === null) return refuse(refusal('INVALID_INPUT', INVALID, { cid: CID_UNKNOWN }));
  const current = row.cos_ontserial ?? null;
  if (current === null)
    return refuse(refusal('ILLEGAL_TRANSITION', 'Für diese CID ist noch kein ONT installiert; ein Tausch ist erst nach dem Anschluss möglich.'));
  if (expected !== null && expected !== current) {
    return refuse(
      refusal('CONFLICT', `Das ONT dieser CID wurde inzwischen getauscht (eingebaut ist jetzt ${current}). Bitte prüfen Sie die Angaben erneut.`),
      toCid(row),
    );
  }
  const unchanged = validateOntSerial(newSerial, current);
  if (unchanged) return refuse(refusal('INVALID_INPUT', INVALID, { newSerial: unchanged }));

  let recorded;
  try {
    recorded = await orderingSources(context.upstream).orders.recordOntSwap({
      cos_cid: row.cos_cid,
      cos_newserial: newSerial!,
      cos_swappedby: swappedBy(viewer),
      cos_swappedbyaccountid: viewer.accountId,
      cos_reason: reason,
      cos_oldserial: current,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.extensions.code === 'BAD_USER_INPUT') {
      const { rule, message, details } = error.extensions;
      if (rule === 2 && details !== null && typeof details === 'object') {
        return refuse(refusal('INVALID_INPUT', INVALID, fieldsOfCrmRefusal(details as Record<string, unknown>)));
      }
      // The CRM refused against its own current state (swapped a moment ago, or the serial in use): answer with that state.
      loaders.cidById.clear(row.cos_cid);
      loaders.ontSwapsByCid.clear(row.cos_cid);
      const now = await loaders.cidById.load(row.cos_cid);
      return refuse(refusal('CONFLICT', `${message}.`), now === null ? null : toCid(now));
    }
    throw error;
  }
  await audit('ok', { oldSerial: current, newSerial, reason, swapId: recorded.cos_ontswapid });
  // The CID and its history as they are now, not as this request read them before the swap.
  loaders.cidById.clear(row.cos_cid);
  loaders.ontSwapsByCid.clear(row.cos_cid);
  const after = await loaders.cidById.load(row.cos_cid);
  return toSwapOntResult(after, recorded);
}

/** What the resolvers call, as one value (`createOntSwapResolvers`). */
export function createOntSwapService() {
  return {
    /** The search of the swap screen: the locations' address search, guarded by this screen's rule. */
    search: (context: OntSwapContext, args: { text: string; first?: number | null; offset?: number | null }) =>
      searchAddresses(context, args, [ONT_SWAP_SCREEN]),
    swapOnt,
  };
}
export type OntSwapService = ReturnType<typeof createOntSwapService>;
