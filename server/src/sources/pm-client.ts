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

// Answer schemas made once (zod compiles a schema on its first parse).
const pmUsers = z.array(pmUser);
const pmAccounts = z.array(pmAccount);

export function createPmClient(call: SourceCaller) {
  return {
    /** GET pm/list-users. */
    async listUsers(): Promise<PmUser[]> {
      return call({ path: '/pm/list-users' }, pmUsers);
    },
    /** GET pm/crm/accounts/bau_main: main construction firms. */
    async bauMainAccounts(): Promise<PmAccount[]> {
      return call({ path: '/pm/crm/accounts/bau_main' }, pmAccounts);
    },
    /** GET pm/crm/accounts/bau_ha: house-connection construction firms. */
    async bauHaAccounts(): Promise<PmAccount[]> {
      return call({ path: '/pm/crm/accounts/bau_ha' }, pmAccounts);
    },
  };
}

export type PmClient = ReturnType<typeof createPmClient>;
