/**
 * The CRM (Dynamics 365 Web API shapes): the calls of SPEC.md §7 with the answer shapes
 * the portal relies on. Unknown extra fields are ignored; a missing or mistyped field the
 * portal needs makes the answer 'invalid-response' (catalogue rule 5), not a crash.
 */
import { z } from 'zod';
import type { SourceCaller } from './source-caller';

/** Dynamics' annotation for the display text of option sets and lookups. */
export const FORMATTED = '@OData.Community.Display.V1.FormattedValue';

const text = z.string().nullish();
const number = z.number().nullish();

const valueList = <T extends z.ZodType>(item: T) => z.object({ value: z.array(item) });

export const crmOutageNotification = z.object({
  cos_outagenotificationid: z.string(),
  cos_name: text,
  cos_type: number,
  [`cos_type${FORMATTED}`]: text,
  cos_starttime: text,
  cos_endtime: text,
  cos_duration: number,
  cos_status: number,
  [`cos_status${FORMATTED}`]: text,
  cos_affectedaans: text,
  cos_reason: text,
  cos_region: text,
});
export type CrmOutageNotification = z.infer<typeof crmOutageNotification>;

export const crmScaProduct = z.object({
  cos_productid: z.string(),
  cos_name: z.string(),
  cos_producttype: number,
  [`cos_producttype${FORMATTED}`]: text,
  cos_description: text,
  cos_downloadmbit: number,
  cos_uploadmbit: number,
  cos_chargetype: number,
  [`cos_chargetype${FORMATTED}`]: text,
  cos_monthlyfee: number,
  cos_setupfee: number,
});
export type CrmScaProduct = z.infer<typeof crmScaProduct>;

export const crmSubject = z.object({
  subjectid: z.string(),
  title: z.string(),
  description: text,
  _parentsubject_value: text,
  [`_parentsubject_value${FORMATTED}`]: text,
});
export type CrmSubject = z.infer<typeof crmSubject>;

const localizedLabel = z.object({ UserLocalizedLabel: z.object({ Label: z.string() }).nullish() });

export const crmOption = z.object({ Value: z.number(), State: number, Label: localizedLabel });
export type CrmOption = z.infer<typeof crmOption>;

const incidentTypes = z.object({ Options: z.array(crmOption) });
const incidentStatusCodes = z.object({ value: z.array(z.object({ OptionSet: z.object({ Options: z.array(crmOption) }) })).min(1) });

export const crmAccount = z.object({ accountid: z.string(), name: z.string() });
export type CrmAccount = z.infer<typeof crmAccount>;

/** An OData string literal: single quotes doubled. */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function createCrmClient(call: SourceCaller) {
  return {
    /** GET crm/outagenotifications: current and announced outages (value list). */
    async outageNotifications(): Promise<CrmOutageNotification[]> {
      return (await call({ path: '/crm/outagenotifications' }, valueList(crmOutageNotification))).value;
    },
    /** GET crm/scaproducts?p=true: the products the portal offers. */
    async scaProducts(): Promise<CrmScaProduct[]> {
      return (await call({ path: '/crm/scaproducts', query: { p: 'true' } }, valueList(crmScaProduct))).value;
    },
    /** GET crm/subjects. */
    async subjects(): Promise<CrmSubject[]> {
      return (await call({ path: '/crm/subjects' }, valueList(crmSubject))).value;
    },
    /** GET crm/incidenttypes: option-set metadata, `Options[]`. */
    async incidentTypes(): Promise<CrmOption[]> {
      return (await call({ path: '/crm/incidenttypes' }, incidentTypes)).Options;
    },
    /** GET crm/incidentstatuscodes: `value[0].OptionSet.Options`. */
    async incidentStatusCodes(): Promise<CrmOption[]> {
      return (await call({ path: '/crm/incidentstatuscodes' }, incidentStatusCodes)).value[0]!.OptionSet.Options;
    },
    /** GET crm/accounts/isp. */
    async ispAccounts(): Promise<CrmAccount[]> {
      return (await call({ path: '/crm/accounts/isp' }, valueList(crmAccount))).value;
    },
    /** GET crm/accounts/sca. */
    async scaAccounts(): Promise<CrmAccount[]> {
      return (await call({ path: '/crm/accounts/sca' }, valueList(crmAccount))).value;
    },
    /** Accounts by id in one call (`$filter=accountid in (…)`), for DataLoader batches. */
    async accountsByIds(ids: readonly string[]): Promise<CrmAccount[]> {
      if (ids.length === 0) return [];
      const filter = `accountid in (${ids.map(odataString).join(',')})`;
      return (await call({ path: '/crm/accounts', query: { $select: 'accountid,name', $filter: filter } }, valueList(crmAccount))).value;
    },
  };
}

export type CrmClient = ReturnType<typeof createCrmClient>;
