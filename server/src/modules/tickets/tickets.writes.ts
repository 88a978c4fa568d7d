/**
 * Writing tickets: the options of the ticket form, creating a ticket and adding a note.
 * Input is checked field by field (field errors before any CRM call), the CID against the
 * writer's data scope; the CRM's own refusals of a field come back as field errors.
 */
import type { SessionUser } from '../../graphql/context';
import { UpstreamError } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import type { CrmAnnotation, CrmIncident, NewIncident } from '../../sources/crm-tickets-client';
import { dataScopeOf, seesIspAccount, seesPan } from '../common/data-scope';
import { notFound } from '../common/errors';
import { ID_FORMATS } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import * as reference from '../reference';
import type { IncidentStatus, Subject } from '../reference';
import type { Ticket } from './tickets.mappers';
import type { FieldErrorModel, MutationErrorModel } from '../common/models';
import { TICKET_NOT_FOUND, type TicketsContext, findTicket } from './tickets.service';
import { INCIDENT_STATE_ACTIVE, toTicket, toTicketNote, type TicketNote } from './tickets.mappers';

// The form

/** The status a ticket gets when the form names none (CRM default). */
export const DEFAULT_TICKET_STATUS = 1;

export interface TicketFormOptions {
  subjects: Subject[];
  types: Array<{ value: number; title: string }>;
  statuses: IncidentStatus[];
  defaultStatus: number;
}

export async function formOptions(context: TicketsContext): Promise<TicketFormOptions> {
  assertAnyScreen(context, ['tickets']);
  const [subjects, types, statuses] = await Promise.all([
    reference.subjects(context.upstream),
    reference.incidentTypes(context.upstream),
    reference.incidentStatuses(context.upstream),
  ]);
  return { subjects, types, statuses, defaultStatus: DEFAULT_TICKET_STATUS };
}

// Writes

export interface CreateTicketInput {
  subjectId?: string | null;
  type?: number | null;
  status?: number | null;
  cid?: string | null;
  accountId?: string | null;
  title?: string | null;
  description?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

export interface CreateTicketResult {
  ok: boolean;
  ticketNumber: string | null;
  ticket: Ticket | null;
  error: MutationErrorModel | null;
}

export const TICKET_LIMITS = { title: 200, description: 4000, contactName: 200, contactEmail: 200, noteText: 5000, noteSubject: 200 } as const;

const REQUIRED = 'Feld ist nicht optional';
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const PHONE = /^[+0-9 ()/-]{3,40}$/;

/** A form's text field: trimmed, required or not, at most `max` characters, no control characters. */
function formText(errors: Map<string, string>, field: string, value: string | null | undefined, options: { required?: boolean; max: number }): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (options.required) errors.set(field, REQUIRED);
    return null;
  }
  if (trimmed.length > options.max) {
    errors.set(field, `Höchstens ${options.max} Zeichen (jetzt ${trimmed.length}). Bitte kürzen Sie den Text.`);
    return null;
  }
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(trimmed)) {
    errors.set(field, 'Der Text enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.');
    return null;
  }
  return trimmed;
}

const fieldErrorsOf = (errors: Map<string, string>): FieldErrorModel[] => [...errors].map(([field, message]) => ({ field, message }));

function invalid(errors: Map<string, string>, message = 'Bitte prüfen Sie die markierten Felder.'): { ok: false; error: MutationErrorModel } {
  return { ok: false, error: { code: 'INVALID_INPUT', message, fieldErrors: fieldErrorsOf(errors) } };
}

/** Upstream field names of a refused incident, as the form's fields. */
const INCIDENT_FIELDS: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  _subjectid_value: 'subjectId',
  casetypecode: 'type',
  statuscode: 'status',
  cos_cid: 'cid',
  _customerid_value: 'accountId',
  cos_contactname: 'contactName',
  cos_contactemail: 'contactEmail',
  cos_contactphone: 'contactPhone',
};

/** A CRM refusal of the fields (catalogue rule 2) as field errors; null for any other failure. */
function upstreamFieldErrors(error: unknown, fields: Readonly<Record<string, string>>): Map<string, string> | null {
  if (!(error instanceof UpstreamError) || error.extensions.rule !== 2) return null;
  const details = error.extensions.details;
  if (typeof details !== 'object' || details === null) return null;
  const errors = new Map<string, string>();
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === 'string') errors.set(fields[field] ?? field, message);
  }
  return errors.size > 0 ? errors : null;
}

const authorOf = (viewer: SessionUser) => viewer.name ?? viewer.email ?? viewer.userId;

export async function createTicket(context: TicketsContext, input: CreateTicketInput): Promise<CreateTicketResult> {
  const viewer = assertAnyScreen(context, ['tickets']);
  const scope = dataScopeOf(viewer);
  const none = { ticketNumber: null, ticket: null };
  const errors = new Map<string, string>();

  const title = formText(errors, 'title', input.title, { required: true, max: TICKET_LIMITS.title });
  const description = formText(errors, 'description', input.description, { max: TICKET_LIMITS.description });
  const contactName = formText(errors, 'contactName', input.contactName, { max: TICKET_LIMITS.contactName });
  const contactEmail = formText(errors, 'contactEmail', input.contactEmail, { max: TICKET_LIMITS.contactEmail });
  if (contactEmail !== null && !EMAIL.test(contactEmail)) errors.set('contactEmail', 'E-Mail ist ungültig');
  const contactPhone = formText(errors, 'contactPhone', input.contactPhone, { max: 40 });
  if (contactPhone !== null && !PHONE.test(contactPhone)) {
    errors.set('contactPhone', 'Telefonnummer ist ungültig. Erlaubt sind Ziffern, Leerzeichen, +, /, - und Klammern, z. B. +43 664 1234567.');
  }
  const subjectId = formText(errors, 'subjectId', input.subjectId, { required: true, max: 64 });
  if (input.type === null || input.type === undefined) errors.set('type', REQUIRED);
  const cidText = formText(errors, 'cid', input.cid, { max: 64 });
  const cid = cidText === null ? null : cidText.toUpperCase();
  if (cid !== null && !ID_FORMATS.cid.pattern.test(cid)) errors.set('cid', ID_FORMATS.cid.message);
  const accountText = formText(errors, 'accountId', input.accountId, { max: 64 });
  if (accountText !== null && !ID_FORMATS.accountId.pattern.test(accountText)) errors.set('accountId', ID_FORMATS.accountId.message);
  if (scope.kind === 'isp' && scope.accountId === null) {
    return { ...none, ...invalid(errors, 'Ihrem Benutzer ist kein Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.') };
  }
  if (scope.kind === 'isp' && accountText !== null && accountText !== scope.accountId && !errors.has('accountId')) {
    // Said rather than silently replaced by the own account: the user meant another one.
    errors.set('accountId', 'Sie legen Tickets nur für Ihr eigenes Konto an. Bitte lassen Sie das Konto leer.');
  }
  if (scope.kind === 'firm' && scope.accountId === null) {
    return { ...none, ...invalid(errors, 'Ihrem Benutzer ist kein Konto zugeordnet. Bitte wenden Sie sich an Ihre Administration.') };
  }
  if (scope.kind === 'firm' && cid === null && !errors.has('cid')) {
    errors.set('cid', 'Bitte geben Sie die CID des Hausanschlusses an, um den es geht. Baufirmen legen Tickets nur zu CIDs ihrer PANs an.');
  } else if (scope.kind === 'internal' && cid === null && accountText === null && !errors.has('cid') && !errors.has('accountId')) {
    errors.set('cid', 'Bitte geben Sie die CID an, um die es geht (oder das Konto des ISP).');
  }
  // Shapes first: the lists below are only asked for when the form is complete.
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  const [subjects, types, statuses] = await Promise.all([
    reference.subjects(context.upstream),
    reference.incidentTypes(context.upstream),
    reference.incidentStatuses(context.upstream),
  ]);
  const subject = subjects.find((candidate) => candidate.id.toLowerCase() === subjectId!.toLowerCase());
  if (subject === undefined) errors.set('subjectId', 'Diesen Betreff gibt es nicht. Bitte wählen Sie einen Betreff aus der Liste.');
  if (!types.some((type) => type.value === input.type)) errors.set('type', 'Diesen Typ gibt es nicht. Bitte wählen Sie einen Typ aus der Liste.');
  // An ISP reports; the operator decides the state: an ISP's new ticket always starts 'In Bearbeitung'.
  const statusValue = scope.kind === 'isp' ? DEFAULT_TICKET_STATUS : (input.status ?? DEFAULT_TICKET_STATUS);
  const status = statuses.find((candidate) => candidate.value === statusValue);
  if (status === undefined) errors.set('status', 'Diesen Status gibt es nicht. Bitte wählen Sie einen Status aus der Liste.');

  // The ticket's account: an isp user's own; else the CID's ISP or the account named.
  let customer: string | null = scope.kind === 'isp' ? scope.accountId : accountText;
  if (cid !== null) {
    const { loaders } = domainSources(context.upstream);
    const row = await loaders.cidById.load(cid);
    const pan = scope.kind === 'firm' && row?.cos_aan_pan ? await loaders.panById.load(row.cos_aan_pan) : null;
    const outOfScope = scope.kind === 'firm' ? pan === null || !seesPan(scope, pan) : !seesIspAccount(scope, row?.cos_accountid);
    if (row === null || outOfScope) {
      errors.set('cid', 'Diese CID gibt es nicht, oder sie gehört nicht zu Ihrem Konto. Bitte prüfen Sie die Nummer.');
    } else if (scope.kind !== 'isp') {
      const owner = row.cos_accountid ?? null;
      if (owner === null && accountText === null) {
        errors.set('cid', 'Diese CID ist keinem ISP zugeordnet. Bitte geben Sie das Konto des ISP an.');
      } else if (owner !== null && accountText !== null && owner !== accountText) {
        errors.set('accountId', `Die CID ${cid} gehört zu einem anderen ISP (${owner}). Bitte lassen Sie das Konto leer oder korrigieren Sie es.`);
      } else {
        customer = owner ?? accountText;
      }
    }
  }
  if (scope.kind !== 'isp' && accountText !== null && !errors.has('accountId')) {
    const isps = await reference.ispAccounts(context.upstream, viewer);
    if (!isps.some((account) => account.accountId === accountText)) errors.set('accountId', 'Dieses ISP-Konto gibt es nicht. Bitte prüfen Sie die Account-ID.');
  }
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  // The CRM takes only open statuses on creation; a ticket recorded as already solved is created open, then set.
  const openAtCreation = status!.state === null || status!.state === INCIDENT_STATE_ACTIVE;
  const body: NewIncident = {
    title: title!,
    description,
    _subjectid_value: subject!.id,
    casetypecode: input.type!,
    statuscode: openAtCreation ? status!.value : DEFAULT_TICKET_STATUS,
    cos_cid: cid,
    _customerid_value: customer,
    cos_contactname: contactName,
    cos_contactemail: contactEmail,
    cos_contactphone: contactPhone,
    cos_createdby: authorOf(viewer),
  };
  const { clients } = domainSources(context.upstream);
  let created: CrmIncident;
  try {
    created = await clients.tickets.createIncident(body);
  } catch (error) {
    const refused = upstreamFieldErrors(error, INCIDENT_FIELDS);
    if (refused !== null) return { ...none, ...invalid(refused) };
    throw error;
  }
  if (!openAtCreation) created = await clients.tickets.updateIncident(created.incidentid, { statuscode: status!.value });
  const ticket = toTicket(created);
  return { ok: true, ticketNumber: ticket.ticketNumber, ticket, error: null };
}

export interface AddTicketNoteInput {
  ticketNumber?: string | null;
  text?: string | null;
  subject?: string | null;
}

export interface AddTicketNoteResult {
  ok: boolean;
  note: TicketNote | null;
  ticket: Ticket | null;
  error: MutationErrorModel | null;
}

export async function addTicketNote(context: TicketsContext, input: AddTicketNoteInput): Promise<AddTicketNoteResult> {
  const viewer = assertAnyScreen(context, ['ticket-details']);
  const none = { note: null, ticket: null };
  const errors = new Map<string, string>();
  const numberText = formText(errors, 'ticketNumber', input.ticketNumber, { required: true, max: 20 });
  const ticketNumber = numberText?.toUpperCase() ?? null;
  if (ticketNumber !== null && !ID_FORMATS.ticketNumber.pattern.test(ticketNumber)) errors.set('ticketNumber', ID_FORMATS.ticketNumber.message);
  const text = formText(errors, 'text', input.text, { required: true, max: TICKET_LIMITS.noteText });
  const subject = formText(errors, 'subject', input.subject, { max: TICKET_LIMITS.noteSubject });
  if (errors.size > 0) return { ...none, ...invalid(errors) };

  const scope = dataScopeOf(viewer);
  const ticket = await findTicket(context, scope, ticketNumber!);
  if (ticket === null) throw notFound(TICKET_NOT_FOUND);
  const { clients } = domainSources(context.upstream);
  let created: CrmAnnotation;
  try {
    created = await clients.tickets.createAnnotation({ _objectid_value: ticket.id, notetext: text!, subject, cos_author: authorOf(viewer) });
  } catch (error) {
    const refused = upstreamFieldErrors(error, { notetext: 'text', subject: 'subject', _objectid_value: 'ticketNumber' });
    if (refused !== null) return { ...none, ...invalid(refused) };
    throw error;
  }
  // The ticket as it is now (its modification time moved with the note).
  const updated = (await findTicket(context, scope, ticketNumber!)) ?? ticket;
  return { ok: true, note: toTicketNote(created), ticket: updated, error: null };
}

/** The ticket writes and the form's options as the resolvers call them (`createTicketsResolvers`). */
export function createTicketWritesService() {
  return { formOptions, createTicket, addTicketNote };
}
export type TicketWritesService = ReturnType<typeof createTicketWritesService>;
