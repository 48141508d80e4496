import type { Search } from '@aikc/search';
import type { PushMatcher } from './modules/push/matcher.ts';

/**
 * What a content write of this process tells or reads: its search (null in a command that serves no searches)
 * and its push matcher. AppDeps is one; a command builds its own.
 * Its own file, like base-deps.ts: the writers take it without importing deps.ts (which names their runtimes) back.
 */
export interface ContentWrites {
  readonly search: Search | null;
  readonly pushMatcher: PushMatcher;
}
