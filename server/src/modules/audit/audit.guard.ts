import { GraphQLError } from 'graphql';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { assertScreenAccess } from '../navigation';
import { auditActorOf } from './audit.actor';

const SIGN_IN_REQUIRED = 'Bitte melden Sie sich an, um diese Daten zu sehen.';

export type GuardContext = Pick<GraphQLContext, 'viewer' | 'services' | 'clientUrl' | 'requestId' | 'logger'> & { request: { ip: string } };

/**
 * The screen rule of `screens/` for a write (DESIGN.md §4), with the refusal recorded:
 * a signed-in user who may not open the screen gets FORBIDDEN, and the audit log keeps
 * the attempt. Without a session the answer is UNAUTHENTICATED and nothing is recorded
 * (there is nobody to name, and anonymous requests must not fill the log).
 */
export async function assertScreenForAction(
  context: GuardContext,
  screenId: string,
  attempt: { action: string; targetType?: string; targetId?: string | null; accountId?: string | null },
): Promise<SessionUser> {
  try {
    assertScreenAccess(context, screenId);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions['code'] === 'FORBIDDEN') {
      await context.services.audit.record(auditActorOf(context), {
        action: attempt.action,
        outcome: 'refused',
        targetType: attempt.targetType ?? null,
        targetId: attempt.targetId ?? null,
        accountId: attempt.accountId ?? null,
        details: { reason: error.message, screen: screenId },
      });
    }
    throw error;
  }
  // Only a public screen lets a request without a session pass; writes need someone to name.
  if (context.viewer === null) throw new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED } });
  return context.viewer;
}

/** The screen rule for a read: FORBIDDEN or UNAUTHENTICATED as `assertScreenAccess`, nothing recorded. */
export function assertScreenForRead(context: Pick<GraphQLContext, 'viewer' | 'services'>, screenId: string): SessionUser {
  assertScreenAccess(context, screenId);
  if (context.viewer === null) throw new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED } });
  return context.viewer;
}
