import type { QaEntry } from './model.ts';

/** Every 问答库 entry, by theme. */
export const QA_ENTRIES: readonly QaEntry[] = [];
