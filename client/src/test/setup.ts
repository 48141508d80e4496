import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadEventSchemas } from '../realtime/realtime-client.ts';

// The realtime seam parses payloads with schemas the production socket factory fetches first; fake sockets
// in tests are made synchronously, so the schemas are loaded once up front.
await loadEventSchemas();

// Full-app renders load lazy routes; on a busy 2-core machine they need more than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Removes every cookie jsdom holds, so tests do not leak state into each other. */
export function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  clearCookies();
  document.body.style.overflow = '';
});
