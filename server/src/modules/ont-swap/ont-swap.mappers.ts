/**
 * The swap between the portal and the CRM: who swapped as the CRM records it, the CRM's
 * refusal of single columns as the form's fields, and the mutation's answer (`SwapOntResult`)
 * with the CID and the swap as they are after it.
 */
import type { SessionUser } from '../../graphql/context';
import type { CrmCid, CrmOntSwap } from '../../sources/crm-cids-client';
import { toCid, toOntSwap } from '../cids';
import type { Cid, OntSwap } from '../cids';
import type { MutationErrorModel as MutationError } from '../common/models';

/** `cos_swappedby` holds at most this many characters. */
const SWAPPED_BY_MAX = 200;

/** The CRM's columns of a swap and the form fields they come from. */
const FIELD_OF_COLUMN: Readonly<Record<string, string>> = { cos_newserial: 'newSerial', cos_cid: 'cid', cos_reason: 'reason' };

/** `SwapOntResult` of `schema/ont-swap.graphql`: the CID as the server has it now, and the recorded swap. */
export interface SwapOntResult {
  ok: boolean;
  cid: Cid | null;
  swap: OntSwap | null;
  error: MutationError | null;
}

/** Who swapped, as the CRM records it: the name and the e-mail in brackets, else the user id. */
export function swappedBy(viewer: Pick<SessionUser, 'name' | 'email' | 'userId'>): string {
  return [viewer.name, viewer.email ? `(${viewer.email})` : null].filter(Boolean).join(' ').slice(0, SWAPPED_BY_MAX) || viewer.userId;
}

/** The CRM's refusal of single columns (its rule 2 details) as messages of the form's fields. */
export function fieldsOfCrmRefusal(details: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(details).map(([column, text]) => [FIELD_OF_COLUMN[column] ?? column, String(text)]));
}

/** The answer to a swap the CRM recorded: the CID as read after it (null if it vanished) and the swap. */
export function toSwapOntResult(after: CrmCid | null, recorded: CrmOntSwap): SwapOntResult {
  return { ok: true, cid: after === null ? null : toCid(after), swap: toOntSwap(recorded), error: null };
}
