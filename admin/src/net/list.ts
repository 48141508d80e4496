import { ApiError, http } from './http.ts';

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

let notify: (msg: string) => void = () => undefined;

/** The app registers how a failed list call is told to staff (ProTable itself only shows an empty table). */
export function setListErrorNotifier(fn: (msg: string) => void): void {
  notify = fn;
}

/** A ProTable `request` for one admin list path; `extra` adds fixed query values (a kind, a status tab). */
export function listRequest<T>(path: string, extra: Record<string, string | number> = {}) {
  return async (params: Params) => {
    try {
      const r = await http.get<Page<T>>(path, { ...toQuery(params), ...extra });
      return { data: r.items, total: r.total, success: true };
    } catch (e) {
      // A 401 has already led to the login page; anything else (403, a bad filter, the network) is said.
      if (!(e instanceof ApiError && e.code === 401)) notify((e as Error).message);
      return { data: [] as T[], total: 0, success: false };
    }
  };
}
