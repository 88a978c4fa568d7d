import UserMetadata from 'supertokens-node/recipe/usermetadata';
import type { Role } from '../shared/vocabulary';
import { ROLES } from '../shared/vocabulary';

/** The user metadata of SPEC.md §3 as SuperTokens stores it. */
export interface PortalMetadata {
  name?: string;
  accountid?: string | null;
  type?: string | null;
  role?: string;
  userid?: string;
  status?: string | null;
  /** Preferred language of e-mails, 'de' (default) or 'en'. */
  language?: string;
}

export const DEACTIVATED = 'deactivated';

export function roleOf(metadata: PortalMetadata): Role {
  return (ROLES as readonly string[]).includes(metadata.role ?? '') ? (metadata.role as Role) : 'user';
}

export async function readMetadata(userId: string, userContext?: Record<string, unknown>): Promise<PortalMetadata> {
  const { metadata } = await UserMetadata.getUserMetadata(userId, userContext);
  return metadata as PortalMetadata;
}

export async function writeMetadata(userId: string, patch: Partial<Record<keyof PortalMetadata, string | null>>): Promise<PortalMetadata> {
  const { metadata } = await UserMetadata.updateUserMetadata(userId, patch);
  return metadata as PortalMetadata;
}
