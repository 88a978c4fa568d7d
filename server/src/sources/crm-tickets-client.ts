/**
 * CRM tickets: incidents and their notes (annotations) in Dynamics 365 Web API shapes
 * (`/crm/incidents`, `/crm/annotations`). Lists take OData query options; the caller
 * builds `$filter` (including the ISP isolation condition) so that another ISP's ticket
 * never leaves the CRM.
 */
import { z } from 'zod';
import { FORMATTED, odataString } from './crm-client';
import type { SourceCaller } from './source-caller';

const text = z.string().nullish();
const number = z.number().nullish();

export const crmIncident = z.object({
  incidentid: z.string(),
  ticketnumber: z.string(),
  title: z.string(),
  description: text,
  _subjectid_value: text,
  [`_subjectid_value${FORMATTED}`]: text,
  casetypecode: number,
  [`casetypecode${FORMATTED}`]: text,
  statuscode: number,
  [`statuscode${FORMATTED}`]: text,
  statecode: number,
  [`statecode${FORMATTED}`]: text,
  cos_cid: text,
  /** The PAN of the ticket's CID (a related field of the CRM); null without a CID. */
  cos_aan_pan: text,
  _customerid_value: text,
  [`_customerid_value${FORMATTED}`]: text,
  cos_contactname: text,
  cos_contactemail: text,
  cos_contactphone: text,
  cos_createdby: text,
  createdon: z.string(),
  modifiedon: z.string(),
  cos_resolvedon: text,
});
export type CrmIncident = z.infer<typeof crmIncident>;

export const crmAnnotation = z.object({
  annotationid: z.string(),
  _objectid_value: z.string(),
  subject: text,
  notetext: text,
  cos_author: text,
  createdon: z.string(),
});
export type CrmAnnotation = z.infer<typeof crmAnnotation>;

/** OData query options of a collection read. */
export interface ODataQuery {
  filter?: string;
  orderby?: string;
  top?: number;
  skip?: number;
  /** Asks for `@odata.count`, the number of matches of the filter. */
  count?: boolean;
  select?: string;
}

export function odataOptions(query: ODataQuery): Record<string, string | undefined> {
  return {
    $filter: query.filter || undefined,
    $orderby: query.orderby || undefined,
    $top: query.top === undefined ? undefined : String(query.top),
    $skip: query.skip ? String(query.skip) : undefined,
    $count: query.count ? 'true' : undefined,
    $select: query.select || undefined,
  };
}

/** A collection answer: `value` and, when asked for, `@odata.count`. */
const collectionOf = <T extends z.ZodType>(item: T) => z.object({ value: z.array(item), '@odata.count': z.number().int().nonnegative().optional() });
const collections = new WeakMap<z.ZodType, ReturnType<typeof collectionOf>>();

/**
 * The OData collection of `item` rows. One schema per item schema, made once: zod compiles
 * a schema on its first parse, and a new one per call paid that compilation on every list
 * request (issue 20, B6).
 */
export const odataCollection = <T extends z.ZodType>(item: T): ReturnType<typeof collectionOf<T>> => {
  let collection = collections.get(item);
  if (collection === undefined) {
    collection = collectionOf(item);
    collections.set(item, collection);
  }
  return collection as ReturnType<typeof collectionOf<T>>;
};

export interface ODataPage<T> {
  rows: T[];
  /** `@odata.count`; null when not asked for. */
  count: number | null;
}

/** Fields of a new incident as Dynamics takes them. */
export interface NewIncident {
  title: string;
  description?: string | null;
  _subjectid_value: string;
  casetypecode: number;
  statuscode?: number;
  cos_cid?: string | null;
  _customerid_value?: string | null;
  cos_contactname?: string | null;
  cos_contactemail?: string | null;
  cos_contactphone?: string | null;
  cos_createdby?: string | null;
}

export interface NewAnnotation {
  _objectid_value: string;
  notetext: string;
  cos_author: string;
  subject?: string | null;
}

/** An incident key: GUID bare, anything else quoted (`incidents(<guid>)`). */
const incidentKey = (id: string) => (/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id) ? id : odataString(id));

export function createCrmTicketsClient(call: SourceCaller) {
  return {
    /** GET crm/incidents with OData options; default order newest first. */
    async incidents(query: ODataQuery): Promise<ODataPage<CrmIncident>> {
      const answer = await call({ path: '/crm/incidents', query: odataOptions(query) }, odataCollection(crmIncident));
      return { rows: answer.value, count: answer['@odata.count'] ?? null };
    },
    /** POST crm/incidents: the new incident in its read shape, with its `CAS-` number. */
    async createIncident(body: NewIncident): Promise<CrmIncident> {
      return call({ method: 'POST', path: '/crm/incidents', body }, crmIncident);
    },
    /** PATCH crm/incidents(<id>): title, description, type, subject or status. */
    async updateIncident(incidentId: string, body: { statuscode?: number }): Promise<CrmIncident> {
      return call({ method: 'PATCH', path: `/crm/incidents(${incidentKey(incidentId)})`, body }, crmIncident);
    },
    /** Notes of many incidents in one call (`_objectid_value in (…)`), oldest first. */
    async annotationsOf(incidentIds: readonly string[]): Promise<CrmAnnotation[]> {
      if (incidentIds.length === 0) return [];
      const filter = `_objectid_value in (${incidentIds.map(odataString).join(',')})`;
      const answer = await call({ path: '/crm/annotations', query: { $filter: filter, $orderby: 'createdon asc' } }, odataCollection(crmAnnotation));
      return answer.value;
    },
    /** POST crm/annotations: a note on a ticket; the ticket's `modifiedon` moves with it. */
    async createAnnotation(body: NewAnnotation): Promise<CrmAnnotation> {
      return call({ method: 'POST', path: '/crm/annotations', body }, crmAnnotation);
    },
  };
}

export type CrmTicketsClient = ReturnType<typeof createCrmTicketsClient>;
