import { useCallback, useState } from 'react';
import { z } from 'zod';
import { HISTORY_MAX } from '@aikc/shared/constants';

/** Which list a search history belongs to. */
export type HistoryKind = 'policy' | 'project' | 'company';

const StoredSchema = z.array(z.string().min(1).max(100)).catch([]);

/** The minimal Storage surface the history needs (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The visitor's recent searches of one kind, kept on this device only: at most HISTORY_MAX (10), newest first,
 * no duplicates (an old entry moves to the front). Storage failures (private mode, quota) are ignored.
 */
export class SearchHistory {
  private readonly key: string;
  constructor(
    private readonly storage: KeyValueStorage | null,
    kind: HistoryKind,
  ) {
    this.key = `aikc:search-history:${kind}`;
  }

  list(): string[] {
    try {
      const raw = this.storage?.getItem(this.key);
      return raw ? StoredSchema.parse(JSON.parse(raw)).slice(0, HISTORY_MAX) : [];
    } catch {
      return [];
    }
  }

  add(keyword: string): string[] {
    const k = keyword.trim().slice(0, 100);
    if (!k) return this.list();
    return this.write([k, ...this.list().filter((x) => x !== k)].slice(0, HISTORY_MAX));
  }

  remove(keyword: string): string[] {
    return this.write(this.list().filter((x) => x !== keyword));
  }

  clear(): string[] {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // storage unavailable: nothing to clear
    }
    return [];
  }

  private write(items: string[]): string[] {
    try {
      this.storage?.setItem(this.key, JSON.stringify(items));
    } catch {
      // storage unavailable or full: keep the list for this render only
    }
    return items;
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The search history of one kind with React state around it. */
export function useSearchHistory(kind: HistoryKind) {
  const [history] = useState(() => new SearchHistory(browserStorage(), kind));
  const [items, setItems] = useState<string[]>(() => history.list());
  return {
    items,
    add: useCallback((k: string) => setItems(history.add(k)), [history]),
    remove: useCallback((k: string) => setItems(history.remove(k)), [history]),
    clear: useCallback(() => setItems(history.clear()), [history]),
  };
}
