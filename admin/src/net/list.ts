import { http } from './http.ts';

/** The list shape of every admin list call (the contract's): one page of items and the total. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type Params = Record<string, unknown> & { current?: number; pageSize?: number };

/** Drops ProTable's empty filter values and turns its `current` into the API's `page`. */
export function toQuery(params: Params): Record<string, string | number | boolean> {
  const q: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === 'current' || v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) q[k] = v.join(',');
    } else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') q[k] = v;
  }
  q.page = params.current ?? 1;
  q.pageSize = params.pageSize ?? 20;
  return q;
}

/** A ProTable `request` for one admin list path; `extra` adds fixed query values (a kind, a status tab). */
export function listRequest<T>(path: string, extra: Record<string, string | number> = {}) {
  return async (params: Params) => {
    const r = await http.get<Page<T>>(path, { ...toQuery(params), ...extra });
    return { data: r.items, total: r.total, success: true };
  };
}
