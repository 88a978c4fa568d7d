/**
 * What the parents of the ticket types really are (wired in `codegen.ts`): the ticket as
 * read from the CRM, mapped once; its notes are resolved per request through a DataLoader.
 */
import type { OptionValue } from '../common/models';

/** `Ticket`: every field but `notes`. */
export interface Ticket {
  /** CRM `incidentid` (lower-case GUID): the key of the notes. */
  id: string;
  ticketNumber: string;
  title: string;
  description: string | null;
  subject: { id: string; title: string | null } | null;
  type: OptionValue | null;
  status: OptionValue | null;
  state: OptionValue | null;
  isOpen: boolean;
  cid: string | null;
  account: { accountId: string; name: string } | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  createdBy: string | null;
  createdAt: string;
  modifiedAt: string;
  resolvedAt: string | null;
}
