/**
 * The acknowledgement workflow of a PAN: its history, the steps the viewer may take now,
 * and a step itself (checked against the table of `pans.acknowledgement-rules.ts`, with
 * the state the user saw, then recorded in pm and the audit log).
 */
import { auditActorOf } from '../audit';
import { UpstreamError } from '../../sources';
import { acknowledgementKey, domainSources } from '../../sources/domain-sources';
import type { PmAcknowledgement, PmPan } from '../../sources/pm-pans-client';
import { dataScopeOf, isAssignedToPan } from '../common/data-scope';
import { InputProblems, notFound } from '../common/errors';
import { ID_FORMATS, idFilter } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { effectiveType } from '../navigation';
import { ackStateOf, toAcknowledgementEntry, toPan, type AcknowledgementEntry, type ConstructionView, type Pan } from './pans.mappers';
import type { MutationErrorModel } from '../common/models';
import { type AckAction, MAX_REASON_LENGTH, allowedActions, decideAcknowledgement } from './pans.acknowledgement-rules';
import { LIST_SCREEN, PAN_NOT_FOUND, type PansContext, SCOPE_OF_VIEW, visiblePan } from './pans.service';

export async function historyOf(context: PansContext, pan: Pan): Promise<AcknowledgementEntry[]> {
  const rows = await domainSources(context.upstream).loaders.acknowledgementsByPan.load(acknowledgementKey(pan.id, SCOPE_OF_VIEW[pan.view]));
  return rows.map(toAcknowledgementEntry).sort((a, b) => a.sequence - b.sequence);
}

export function allowedActionsOf(context: PansContext, pan: Pan): AckAction[] {
  const viewer = context.viewer;
  if (viewer === null) return [];
  return allowedActions(pan.acknowledgement.state, effectiveType(viewer), isAssignedToPan(pan.assignment, viewer.accountId));
}

export interface AcknowledgementInput {
  panId: string;
  view: ConstructionView;
  action: AckAction;
  reason?: string | null;
  expectedState?: number | null;
}

export interface AcknowledgementResult {
  ok: boolean;
  pan: Pan | null;
  entry: AcknowledgementEntry | null;
  error: MutationErrorModel | null;
}

export const CONFLICT_MESSAGE =
  'Der Freigabestatus dieses PAN wurde inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand, bevor Sie es erneut versuchen.';

const AUDIT_ACTIONS: Readonly<Record<AckAction, string>> = {
  REQUEST: 'pan.acknowledgement.request',
  GRANT: 'pan.acknowledgement.grant',
  REJECT: 'pan.acknowledgement.reject',
  COMPLETE: 'pan.acknowledgement.complete',
};

export async function changeAcknowledgement(context: PansContext, input: AcknowledgementInput): Promise<AcknowledgementResult> {
  const viewer = assertAnyScreen(context, [LIST_SCREEN[input.view]]);
  const scope = dataScopeOf(viewer);
  const problems = new InputProblems();
  const panId = idFilter(problems, 'panId', input.panId, ID_FORMATS.pan);
  if (panId === null) problems.add('panId', ID_FORMATS.pan.message);
  const expected = input.expectedState;
  if (expected !== null && expected !== undefined && (!Number.isInteger(expected) || expected < 0 || expected > 4)) {
    problems.add('expectedState', 'Der erwartete Freigabestatus muss zwischen 0 (keiner) und 4 liegen.');
  }
  problems.throwIfAny('Der Schritt kann so nicht ausgeführt werden');
  const reasonText = input.reason?.trim() ?? '';
  if (reasonText.length > MAX_REASON_LENGTH) {
    const message = `Der Grund darf höchstens ${MAX_REASON_LENGTH} Zeichen lang sein (jetzt ${reasonText.length}).`;
    return { ok: false, pan: null, entry: null, error: { code: 'INVALID_INPUT', message, fieldErrors: [{ field: 'reason', message }] } };
  }
  const reason = reasonText === '' ? null : reasonText;

  const raw = await visiblePan(context, scope, panId!);
  if (raw === null) throw notFound(PAN_NOT_FOUND);
  const current = ackStateOf(raw, input.view);
  const audit = (outcome: 'ok' | 'refused', details: Record<string, unknown>) =>
    context.services.audit.record(auditActorOf(context), {
      action: AUDIT_ACTIONS[input.action],
      outcome,
      targetType: 'pan',
      targetId: panId,
      accountId: viewer.accountId,
      details: { view: input.view, from: current, reason, ...details },
    });
  const refuse = async (error: MutationErrorModel, pan: PmPan = raw): Promise<AcknowledgementResult> => {
    await audit('refused', { code: error.code, message: error.message });
    return { ok: false, pan: toPan(pan, input.view), entry: null, error };
  };

  if (expected !== null && expected !== undefined && (expected === 0 ? null : expected) !== current) {
    return refuse({ code: 'CONFLICT', message: CONFLICT_MESSAGE, fieldErrors: [] });
  }
  const decision = decideAcknowledgement({
    action: input.action,
    current,
    type: effectiveType(viewer),
    assigned: isAssignedToPan(raw, scope.kind === 'firm' ? scope.accountId : null),
    reason,
  });
  if (!decision.ok) return refuse({ code: decision.code, message: decision.message, fieldErrors: decision.fieldErrors });

  const { clients } = domainSources(context.upstream);
  let result: { pan: PmPan; entry: PmAcknowledgement };
  try {
    result = await clients.pans.addAcknowledgement(panId!, {
      scope: SCOPE_OF_VIEW[input.view],
      state: decision.to,
      by: { userid: viewer.userId, name: viewer.name ?? viewer.email ?? viewer.userId, accountid: viewer.accountId, type: effectiveType(viewer) },
      reason,
      expected_state: current,
    });
  } catch (error) {
    // pm's optimistic check: someone else moved the state between our read and our write.
    if (error instanceof UpstreamError && error.extensions.source === 'pm' && error.extensions.rule === 1 && error.extensions.code === 'BAD_USER_INPUT') {
      const now = (await clients.pans.pansByIds([panId!]))[0] ?? raw;
      return refuse({ code: 'CONFLICT', message: CONFLICT_MESSAGE, fieldErrors: [] }, now);
    }
    throw error;
  }
  await audit('ok', { to: decision.to });
  return { ok: true, pan: toPan(result.pan, input.view), entry: toAcknowledgementEntry(result.entry), error: null };
}

/** The acknowledgement table as the resolvers call it (`createPansResolvers`). */
export function createPanAcknowledgementService() {
  return { historyOf, allowedActionsOf, changeAcknowledgement };
}
export type PanAcknowledgementService = ReturnType<typeof createPanAcknowledgementService>;
