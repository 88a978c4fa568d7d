/** speed: product states per audience, service states, material codes (plain JSON arrays). */
import { z } from 'zod';
import type { SourceCaller } from './source-caller';

const state = z.number().nullish();

export const speedBcProduct = z.object({ productid: z.string(), name: z.string(), state_sa: state, state_cc: state, state_isp: state });
export type SpeedBcProduct = z.infer<typeof speedBcProduct>;

export const speedServiceState = z.object({ service: z.string(), state: z.number(), label: z.string().nullish() });
export type SpeedServiceState = z.infer<typeof speedServiceState>;

export const speedMaterialCode = z.object({ c_id: z.number(), c_grp: z.number(), c_name: z.string().nullable() });
export type SpeedMaterialCode = z.infer<typeof speedMaterialCode>;

// Answer schemas made once (zod compiles a schema on its first parse).
const speedBcProducts = z.array(speedBcProduct);
const speedServiceStates = z.array(speedServiceState);
const speedMaterialCodes = z.array(speedMaterialCode);

export function createSpeedClient(call: SourceCaller) {
  return {
    /** GET speed/bc_products, optionally only some (`?ids=a,b`), for DataLoader batches. */
    async bcProducts(ids?: readonly string[]): Promise<SpeedBcProduct[]> {
      if (ids !== undefined && ids.length === 0) return [];
      return call({ path: '/speed/bc_products', query: { ids: ids?.join(',') } }, speedBcProducts);
    },
    /** GET speed/states: the service-state catalogue. */
    async serviceStates(): Promise<SpeedServiceState[]> {
      return call({ path: '/speed/states' }, speedServiceStates);
    },
    /** GET intern/speed/hc_mat_patch_codes: material codes for house connections. */
    async materialCodes(): Promise<SpeedMaterialCode[]> {
      return call({ path: '/intern/speed/hc_mat_patch_codes' }, speedMaterialCodes);
    },
  };
}

export type SpeedClient = ReturnType<typeof createSpeedClient>;
