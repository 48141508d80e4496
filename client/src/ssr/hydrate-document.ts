import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * Puts the queries a server-rendered page was rendered from (TanStack Query's dehydrated state, which the edge
 * writes beside #root) into the query cache, so that the client's first render (the hydration) shows the same
 * content and does not ask the API again (which would also count the view twice). Returns whether the document
 * was server-rendered (#root holds the app's markup).
 */
export function hydrateDocument(queryClient: QueryClient, doc: Document = document): boolean {
  const el = doc.getElementById('aikc-ssr-data');
  if (el?.textContent) {
    try {
      const state = JSON.parse(el.textContent) as DehydratedState;
      // Fetched a moment ago by the server; dated by this clock so that a skewed one does not make it stale.
      const now = Date.now();
      for (const q of state.queries ?? []) q.state.dataUpdatedAt = now;
      hydrate(queryClient, state);
    } catch {
      // A damaged state only costs a fetch.
    }
  }
  return doc.getElementById('root')?.dataset.ssr === '1';
}
