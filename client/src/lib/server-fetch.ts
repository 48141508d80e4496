/**
 * How the server render reaches the API: set once by entry-server.tsx (a function that returns the current request's
 * fetch, or undefined outside a prefetch). Kept out of http.ts's own state so the browser build carries none of it.
 */
export type ServerFetch = (url: string, init: { method: 'GET' | 'POST'; body?: string }) => Promise<unknown>;

let current: () => ServerFetch | undefined = () => undefined;

export function setServerFetch(get: () => ServerFetch | undefined): void {
  current = get;
}

export function serverFetch(): ServerFetch | undefined {
  return current();
}
