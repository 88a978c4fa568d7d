/**
 * What the parents of the reference types really are (wired in `codegen.ts`). Fields
 * resolved per request (`ScaProduct.bcProduct`, `PmUser.account`, `BcProduct.activeFor`)
 * are not part of them; everything else is mapped once per cache TTL.
 */
import type { SessionUser } from '../../graphql/context';
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
