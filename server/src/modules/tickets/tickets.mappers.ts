/**
 * What the parents of the ticket types really are (wired in `codegen.ts`): the ticket as
 * read from the CRM, mapped once; its notes are resolved per request through a DataLoader.
 * Below the types, the mapping from the CRM's incident and annotation.
 */
import { FORMATTED } from '../../sources';
import type { CrmAnnotation, CrmIncident } from '../../sources/crm-tickets-client';
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

/** `statecode` of an open incident. */
export const INCIDENT_STATE_ACTIVE = 0;

function option(value: number | null | undefined, label: string | null | undefined): OptionValue | null {
  if (value === null || value === undefined) return null;
  return { value, label: label ?? String(value) };
}

/** The CRM's incident as `Ticket`. */
export function toTicket(raw: CrmIncident): Ticket {
  const subjectId = raw._subjectid_value ?? null;
  const accountId = raw._customerid_value ?? null;
  return {
    id: raw.incidentid.toLowerCase(),
    ticketNumber: raw.ticketnumber,
    title: raw.title,
    description: raw.description ?? null,
    subject: subjectId === null ? null : { id: subjectId, title: raw[`_subjectid_value${FORMATTED}`] ?? null },
    type: option(raw.casetypecode, raw[`casetypecode${FORMATTED}`]),
    status: option(raw.statuscode, raw[`statuscode${FORMATTED}`]),
    state: option(raw.statecode, raw[`statecode${FORMATTED}`]),
    isOpen: (raw.statecode ?? INCIDENT_STATE_ACTIVE) === INCIDENT_STATE_ACTIVE,
    cid: raw.cos_cid ?? null,
    account: accountId === null ? null : { accountId, name: raw[`_customerid_value${FORMATTED}`] ?? accountId },
    contact: { name: raw.cos_contactname ?? null, email: raw.cos_contactemail ?? null, phone: raw.cos_contactphone ?? null },
    createdBy: raw.cos_createdby ?? null,
    createdAt: raw.createdon,
    modifiedAt: raw.modifiedon,
    resolvedAt: raw.cos_resolvedon ?? null,
  };
}

export interface TicketNote {
  id: string;
  subject: string | null;
  text: string;
  author: string | null;
  createdAt: string;
}

/** A note (CRM annotation) of a ticket. */
export function toTicketNote(raw: CrmAnnotation): TicketNote {
  return { id: raw.annotationid, subject: raw.subject ?? null, text: raw.notetext ?? '', author: raw.cos_author ?? null, createdAt: raw.createdon };
}
