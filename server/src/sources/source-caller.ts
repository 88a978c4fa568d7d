import type { z } from 'zod';
import type { CallOptions } from './rest-source';

/**
 * One upstream call with a documented answer shape, bound to a system and a caller
 * (a browser request or a shared load). The typed clients are written against this, so
 * the same client serves both.
 */
export type SourceCaller = <T>(options: CallOptions, schema: z.ZodType<T>) => Promise<T>;
