import { describe, expect, it } from 'vitest';
import { HISTORY_MAX } from '@aikc/shared/constants';
import { SearchHistory, type KeyValueStorage } from './search-history.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('SearchHistory', () => {
  it('keeps at most HISTORY_MAX entries, newest first', () => {
    const h = new SearchHistory(memoryStorage(), 'policy');
    for (let i = 1; i <= 12; i += 1) h.add(`关键词${i}`);
    const list = h.list();
    expect(HISTORY_MAX).toBe(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('关键词12');
    expect(list[9]).toBe('关键词3');
  });

  it('moves a repeated search to the front instead of duplicating it', () => {
    const h = new SearchHistory(memoryStorage(), 'policy');
    h.add('补贴');
    h.add('高企');
    h.add(' 补贴 ');
    expect(h.list()).toEqual(['补贴', '高企']);
  });

  it('ignores blank searches, removes one entry and clears all', () => {
    const h = new SearchHistory(memoryStorage(), 'project');
    h.add('   ');
    expect(h.list()).toEqual([]);
    h.add('人才');
    h.add('首台套');
    expect(h.remove('人才')).toEqual(['首台套']);
    expect(h.clear()).toEqual([]);
    expect(h.list()).toEqual([]);
  });

  it('keeps one history per kind', () => {
    const storage = memoryStorage();
    new SearchHistory(storage, 'policy').add('专精特新');
    new SearchHistory(storage, 'company').add('华为');
    expect(new SearchHistory(storage, 'policy').list()).toEqual(['专精特新']);
    expect(new SearchHistory(storage, 'company').list()).toEqual(['华为']);
    expect(new SearchHistory(storage, 'project').list()).toEqual([]);
  });

  it('survives corrupt or foreign stored data and a failing storage', () => {
    const storage = memoryStorage();
    storage.data.set('aikc:search-history:policy', '{not json');
    expect(new SearchHistory(storage, 'policy').list()).toEqual([]);
    storage.data.set('aikc:search-history:policy', JSON.stringify({ a: 1 }));
    expect(new SearchHistory(storage, 'policy').list()).toEqual([]);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const h = new SearchHistory(broken, 'policy');
    expect(h.add('补贴')).toEqual(['补贴']);
    expect(h.clear()).toEqual([]);
    expect(new SearchHistory(null, 'policy').list()).toEqual([]);
  });
});
