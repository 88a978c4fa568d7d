/**
 * The acknowledgement (Freigabe) of a PAN as a state machine (SPEC.md §3): its states, the
 * one transition table of who may take which step, and the decision for one request. Pure:
 * no pm call, no context; the workflow around it is `pans.acknowledgement.ts`.
 */
import type { AccountType } from '../navigation';
import type { FieldErrorModel } from '../common/models';

// Acknowledgement: states and the transition table

export type AckState = 1 | 2 | 3 | 4;
export type AckAction = 'REQUEST' | 'GRANT' | 'REJECT' | 'COMPLETE';

/** SPEC.md §3. */
export const ACK_STATE_LABELS: Readonly<Record<AckState, string>> = {
  1: 'Freigabe beantragt',
  2: 'Freigabe erteilt',
  3: 'Freigabe abgelehnt',
  4: 'Freigabe abgeschlossen',
};
export const NO_ACK_LABEL = 'Keine Freigabe beantragt';

export const ackLabel = (state: number | null): string => (state === null ? NO_ACK_LABEL : (ACK_STATE_LABELS[state as AckState] ?? `Status ${state}`));

export interface AckTransition {
  action: AckAction;
  /** States the step may start from; null = none requested yet. */
  from: readonly (AckState | null)[];
  to: AckState;
  /** Account types that may take the step. */
  types: readonly AccountType[];
  /** Only a construction firm assigned to the PAN (its general contractor or one of its house-connection firms). */
  assignedOnly: boolean;
  reason: 'optional' | 'required';
  /** Refusal for any other type. */
  notAllowed: string;
  /** Refusal from any other state; `{state}` is the current state's label. */
  illegal: string;
}

/**
 * The acknowledgement workflow, reviewed in one place: every allowed step is a row; a step
 * that no row allows is refused with the row's German message.
 */
export const ACKNOWLEDGEMENT_TRANSITIONS: readonly AckTransition[] = [
  {
    action: 'REQUEST',
    from: [null, 3],
    to: 1,
    types: ['baufirma', 'bau-main'],
    assignedOnly: true,
    reason: 'optional',
    notAllowed: 'Die Freigabe beantragt die diesem PAN zugewiesene Baufirma (baufirma oder bau-main).',
    illegal: 'Eine Freigabe kann nur beantragt werden, solange noch keine beantragt ist oder nachdem sie abgelehnt wurde. Aktueller Stand: {state}.',
  },
  {
    action: 'GRANT',
    from: [1],
    to: 2,
    types: ['pmo', 'pm-am'],
    assignedOnly: false,
    reason: 'optional',
    notAllowed: 'Eine Freigabe erteilen nur PMO und PM-AM.',
    illegal: 'Erteilen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.',
  },
  {
    action: 'REJECT',
    from: [1],
    to: 3,
    types: ['pmo', 'pm-am'],
    assignedOnly: false,
    reason: 'required',
    notAllowed: 'Eine Freigabe lehnen nur PMO und PM-AM ab.',
    illegal: 'Ablehnen lässt sich nur eine beantragte Freigabe. Aktueller Stand: {state}.',
  },
  {
    action: 'COMPLETE',
    from: [2],
    to: 4,
    types: ['pmo'],
    assignedOnly: false,
    reason: 'optional',
    notAllowed: 'Eine Freigabe schließt nur das PMO ab.',
    illegal: 'Abschließen lässt sich nur eine erteilte Freigabe. Aktueller Stand: {state}.',
  },
];

export const REASON_REQUIRED = 'Bitte geben Sie einen Grund für die Ablehnung an, damit die Baufirma weiß, was zu ändern ist.';
export const MAX_REASON_LENGTH = 2000;

export type AckDecision =
  { ok: true; to: AckState } | { ok: false; code: 'NOT_ALLOWED' | 'ILLEGAL_TRANSITION' | 'INVALID_INPUT'; message: string; fieldErrors: FieldErrorModel[] };

export interface AckRequest {
  action: AckAction;
  current: number | null;
  /** The user's account type (a missing type counts as isp). */
  type: string;
  /** Whether the user's account is assigned to the PAN. */
  assigned: boolean;
  reason: string | null;
}

/** Whether a step is allowed, by `ACKNOWLEDGEMENT_TRANSITIONS`; checks role, assignment, state, reason in that order. */
export function decideAcknowledgement(request: AckRequest, table: readonly AckTransition[] = ACKNOWLEDGEMENT_TRANSITIONS): AckDecision {
  const row = table.find((transition) => transition.action === request.action);
  if (row === undefined) return { ok: false, code: 'NOT_ALLOWED', message: 'Diesen Schritt gibt es nicht.', fieldErrors: [] };
  if (!row.types.includes(request.type as AccountType) || (row.assignedOnly && !request.assigned)) {
    return { ok: false, code: 'NOT_ALLOWED', message: row.notAllowed, fieldErrors: [] };
  }
  if (!row.from.includes(request.current as AckState | null)) {
    return { ok: false, code: 'ILLEGAL_TRANSITION', message: row.illegal.replace('{state}', ackLabel(request.current)), fieldErrors: [] };
  }
  if (row.reason === 'required' && (request.reason === null || request.reason.trim() === '')) {
    return { ok: false, code: 'INVALID_INPUT', message: REASON_REQUIRED, fieldErrors: [{ field: 'reason', message: REASON_REQUIRED }] };
  }
  return { ok: true, to: row.to };
}

/** The steps a user could take now (a required reason is assumed to be given). */
export function allowedActions(current: number | null, type: string, assigned: boolean): AckAction[] {
  return ACKNOWLEDGEMENT_TRANSITIONS.filter((row) => decideAcknowledgement({ action: row.action, current, type, assigned, reason: 'x' }).ok).map(
    (row) => row.action,
  );
}
