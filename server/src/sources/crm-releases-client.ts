/** CRM release notes (`/crm/releasenotes`): Markdown per version and audience, newest first. */
import { z } from 'zod';
import { odataCollection, odataOptions } from './crm-tickets-client';
import type { ODataPage, ODataQuery } from './crm-tickets-client';
import type { SourceCaller } from './source-caller';

export const crmReleaseNote = z.object({
  cos_releasenoteid: z.string(),
  cos_audience: z.string(),
  cos_version: z.string(),
  cos_releasedate: z.string(),
  cos_title: z.string().nullish(),
  cos_notes: z.string().nullish(),
});
export type CrmReleaseNote = z.infer<typeof crmReleaseNote>;

export function createCrmReleasesClient(call: SourceCaller) {
  return {
    /** GET crm/releasenotes with OData options. */
    async releaseNotes(query: ODataQuery): Promise<ODataPage<CrmReleaseNote>> {
      const answer = await call({ path: '/crm/releasenotes', query: odataOptions(query) }, odataCollection(crmReleaseNote));
      return { rows: answer.value, count: answer['@odata.count'] ?? null };
    },
  };
}

export type CrmReleasesClient = ReturnType<typeof createCrmReleasesClient>;
