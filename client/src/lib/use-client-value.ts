import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the page's origin, the user agent), read during render. A page rendered on the
 * server (entry-server.tsx) renders `onServer` there and again while the browser hydrates it, so the two agree;
 * React then renders once more with the browser's value. A page rendered in the browser alone gets that value at
 * once. `read` must return a primitive (or the same object each time): it is compared by identity.
 */
export function useClientValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(never, read, () => onServer);
}

/**
 * False while React hydrates a server-rendered page (and on the server), true after. What the browser may know
 * before it hydrates and the server did not (a signed-in visitor's user_info, their unread count, fetched as
 * the app starts) is shown from the next render, so the hydrated markup is the server's.
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
