/** The release-note types need no mappers: the service answers them whole. This file keeps the module's shape (STYLE.md). */
export type ReleaseAudience = 'ISP' | 'SCA';

export interface ReleaseNote {
  id: string;
  audience: ReleaseAudience;
  version: string;
  releaseDate: string;
  title: string | null;
  markdown: string;
}
