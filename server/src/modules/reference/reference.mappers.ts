/**
 * What the parents of the reference types really are (wired in `codegen.ts`). Fields
 * resolved per request (`ScaProduct.bcProduct`, `PmUser.account`, `BcProduct.activeFor`)
 * are not part of them; everything else is mapped once per cache TTL, by the functions
 * below the types (from the rows of the CRM, speed and pm).
 */
import type { SessionUser } from '../../graphql/context';
import type { CrmOption, CrmScaProduct, CrmSubject, PmUser as PmUserRecord, SpeedBcProduct, SpeedMaterialCode, SpeedServiceState } from '../../sources';
import { FORMATTED } from '../../sources';
import type { ChargeType } from '@fibre-portal/shared/order-pricing';

/** `Query.reference`: the signed-in user the restricted lists are decided for. */
export interface ReferenceData {
  viewer: SessionUser;
}

export interface ScaProduct {
  id: string;
  name: string;
  kind: 'MAIN' | 'ADD_ON';
  kindLabel: string;
  description: string | null;
  downloadMbit: number | null;
  uploadMbit: number | null;
  chargeType: ChargeType;
  monthlyFee: number | null;
  setupFee: number | null;
}

export interface BcProductStates {
  sales: number | null;
  customerCare: number | null;
  isp: number | null;
}

export interface BcProduct {
  id: string;
  name: string;
  states: BcProductStates;
}

export interface PmUser {
  id: string;
  name: string | null;
  email: string | null;
  accountId: string | null;
  type: string | null;
  role: string | null;
}

/** SPEC.md §3: material-code groups. */
export const MATERIAL_GROUP_LABELS: Readonly<Record<number, string>> = { 1: 'Kabeltyp', 2: 'Rack im AAN', 3: 'Farbe' };

/** SPEC.md §3: in groups 2 and 3 a code without a name is the 'no choice' entry. */
export const NO_CHOICE_LABEL = 'Keine Auswahl';

const NO_CHOICE_GROUPS = new Set([2, 3]);

export interface MaterialCode {
  id: number;
  group: number;
  groupLabel: string;
  name: string | null;
  noChoice: boolean;
}

export function toMaterialCode(raw: SpeedMaterialCode): MaterialCode {
  const unnamed = raw.c_name === null || raw.c_name.trim() === '';
  const noChoice = unnamed && NO_CHOICE_GROUPS.has(raw.c_grp);
  return {
    id: raw.c_id,
    group: raw.c_grp,
    groupLabel: MATERIAL_GROUP_LABELS[raw.c_grp] ?? `Gruppe ${raw.c_grp}`,
    name: noChoice ? NO_CHOICE_LABEL : unnamed ? null : raw.c_name,
    noChoice,
  };
}

/** CRM option values of `cos_producttype`, for answers without the formatted label. */
const PRODUCT_TYPE_ADD_ON = 181510001;

/** CRM option values of `cos_chargetype`; a product without one is charged monthly. */
const CHARGE_TYPES: Readonly<Record<number, ChargeType>> = { 181510000: 'MONTHLY', 181510001: 'ONE_TIME', 181510002: 'MONTHLY_AND_SETUP' };

export function toScaProduct(raw: CrmScaProduct): ScaProduct {
  const label = raw[`cos_producttype${FORMATTED}`] ?? null;
  const addOn = label !== null ? /^add[\s-]?on$/i.test(label.trim()) : raw.cos_producttype === PRODUCT_TYPE_ADD_ON;
  return {
    id: raw.cos_productid,
    name: raw.cos_name,
    kind: addOn ? 'ADD_ON' : 'MAIN',
    kindLabel: label ?? (addOn ? 'Add On' : 'Main'),
    description: raw.cos_description ?? null,
    downloadMbit: raw.cos_downloadmbit ?? null,
    uploadMbit: raw.cos_uploadmbit ?? null,
    chargeType: CHARGE_TYPES[raw.cos_chargetype ?? 181510000] ?? 'MONTHLY',
    monthlyFee: raw.cos_monthlyfee ?? null,
    setupFee: raw.cos_setupfee ?? null,
  };
}

export function toBcProduct(raw: SpeedBcProduct): BcProduct {
  return { id: raw.productid, name: raw.name, states: { sales: raw.state_sa ?? null, customerCare: raw.state_cc ?? null, isp: raw.state_isp ?? null } };
}

export interface Subject {
  id: string;
  title: string;
  description: string | null;
  parentId: string | null;
  parentTitle: string | null;
}

export function toSubject(raw: CrmSubject): Subject {
  return {
    id: raw.subjectid,
    title: raw.title,
    description: raw.description ?? null,
    parentId: raw._parentsubject_value ?? null,
    parentTitle: raw[`_parentsubject_value${FORMATTED}`] ?? null,
  };
}

/** An option of a CRM option set: `Options[].Value` and `Label.UserLocalizedLabel.Label`. */
export function optionTitle(option: CrmOption): string {
  return option.Label.UserLocalizedLabel?.Label ?? String(option.Value);
}

export interface ServiceState {
  service: string;
  state: number;
  label: string | null;
}

export function toServiceState(raw: SpeedServiceState): ServiceState {
  return { service: raw.service, state: raw.state, label: raw.label ?? null };
}

export function toPmUser(raw: PmUserRecord): PmUser {
  return {
    id: raw.id,
    name: raw.metadata.name ?? null,
    email: raw.email ?? null,
    accountId: raw.metadata.accountid ?? null,
    type: raw.metadata.type ?? null,
    role: raw.metadata.role ?? null,
  };
}

export interface Account {
  accountId: string;
  name: string;
}

/** An account of a list (pm's firms, the CRM's ISPs and SCAs). */
export const toAccount = (raw: { accountid: string; name: string }): Account => ({ accountId: raw.accountid, name: raw.name });
