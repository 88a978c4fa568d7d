/** The history's types need no mappers: the service answers them whole. This file keeps the module's shape (STYLE.md). */
export type { OutageRecord } from './outage-history.service';
