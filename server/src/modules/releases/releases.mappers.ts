/**
 * A release note as GraphQL answers it, made from the CRM's row. The Markdown is handed on
 * exactly as stored (see the service): rendering it safely is the client's job.
 */
import type { CrmReleaseNote } from '../../sources/crm-releases-client';

export type ReleaseAudience = 'ISP' | 'SCA';

export interface ReleaseNote {
  id: string;
  audience: ReleaseAudience;
  version: string;
  releaseDate: string;
  title: string | null;
  markdown: string;
}

/** The CRM's note for one audience; a note without text is empty, never null. */
export function toReleaseNote(raw: CrmReleaseNote, audience: ReleaseAudience): ReleaseNote {
  return {
    id: raw.cos_releasenoteid,
    audience,
    version: raw.cos_version,
    releaseDate: raw.cos_releasedate,
    title: raw.cos_title ?? null,
    markdown: raw.cos_notes ?? '',
  };
}
