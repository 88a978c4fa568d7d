/** pm: project-management users and the construction-firm accounts (plain JSON arrays). */
import { z } from 'zod';
import type { SourceCaller } from './source-caller';

const text = z.string().nullish();

export const pmUser = z.object({
  id: z.string(),
  email: text,
  metadata: z.object({ accountid: text, name: text, type: text, role: text }),
});
export type PmUser = z.infer<typeof pmUser>;

export const pmAccount = z.object({ accountid: z.string(), name: z.string() });
export type PmAccount = z.infer<typeof pmAccount>;

export function createPmClient(call: SourceCaller) {
  return {
    /** GET pm/list-users. */
    async listUsers(): Promise<PmUser[]> {
      return call({ path: '/pm/list-users' }, z.array(pmUser));
    },
    /** GET pm/crm/accounts/bau_main: main construction firms. */
    async bauMainAccounts(): Promise<PmAccount[]> {
      return call({ path: '/pm/crm/accounts/bau_main' }, z.array(pmAccount));
    },
    /** GET pm/crm/accounts/bau_ha: house-connection construction firms. */
    async bauHaAccounts(): Promise<PmAccount[]> {
      return call({ path: '/pm/crm/accounts/bau_ha' }, z.array(pmAccount));
    },
  };
}

export type PmClient = ReturnType<typeof createPmClient>;
