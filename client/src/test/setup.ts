import { afterEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { loadEventSchemas } from '../realtime/realtime-client.ts';

// The realtime seam parses payloads with schemas the production socket factory fetches first; fake sockets
// in tests are made synchronously, so the schemas are loaded once up front.
await loadEventSchemas();

// Full-app renders load lazy routes; on a busy 2-core machine they need more than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// A test that runs as the edge's server render does (`@vitest-environment node`) has no document: only the parts
// below that need none apply to it.
const browser = typeof window !== 'undefined';

// antd reads these browser APIs that jsdom lacks.
if (browser && !window.matchMedia) {
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
if (browser) window.scrollTo = (() => {}) as typeof window.scrollTo;
if (browser && !('ResizeObserver' in window)) {
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

/**
 * A failed API call shows the HTTP layer's error toast (lib/antd/antd-feedback.ts) through antd's static `message`,
 * which renders in a React root of its own: cleanup() does not unmount it, and the toast's 5 s close timer would
 * run React after the file's jsdom is gone ("window is not defined" at teardown). Close the toasts while the
 * document is still there, once the toast module (fetched with the first failure) has loaded.
 */
async function closeToasts(): Promise<void> {
  await vi.dynamicImportSettled();
  // A toast asked for just now renders in a later task (antd creates its holder root first).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  if (!document.querySelector('.ant-message')) return;
  const { message } = await import('antd');
  await act(async () => {
    message.destroy();
  });
}

afterEach(async () => {
  if (!browser) return;
  cleanup();
  await closeToasts();
  clearCookies();
  document.body.style.overflow = '';
});
