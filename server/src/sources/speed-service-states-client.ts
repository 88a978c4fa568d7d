/** speed: the service states of connections (`/speed/service_states?cids=…`), plain JSON. */
import { z } from 'zod';
import type { SourceCaller } from './source-caller';

export const speedCidServiceState = z.object({
  cid: z.string(),
  service: z.string(),
  state: z.number(),
  since: z.string().nullish(),
});
export type SpeedCidServiceState = z.infer<typeof speedCidServiceState>;

// Answer schemas made once (zod compiles a schema on its first parse).
const speedCidServiceStates = z.array(speedCidServiceState);

export function createSpeedServiceStatesClient(call: SourceCaller) {
  return {
    /** The states of every service of these CIDs in one call (up to 1,000 CIDs). */
    async serviceStatesOf(cids: readonly string[]): Promise<SpeedCidServiceState[]> {
      if (cids.length === 0) return [];
      return call({ path: '/speed/service_states', query: { cids: cids.join(',') } }, speedCidServiceStates);
    },
  };
}

export type SpeedServiceStatesClient = ReturnType<typeof createSpeedServiceStatesClient>;
