import { pathToFileURL } from 'node:url';

/** The client's server build (client/src/entry-server.tsx): the app rendered to HTML for one request. */
export interface ServerEntry {
  /** The #root markup and antd's `<style>` elements for it (see entry-server.tsx `ServerRender`). */
  renderApp(input: { url: string; cookies: string; seed: unknown }): Promise<{ html: string; styles: string } | null>;
  /** 404 when only the app's catch-all route takes the URL. */
  routeStatus(url: string): 200 | 404;
}

/**
 * Loads the client's server build once, on the first server-rendered request. Its lazy chunks import the entry by
 * its own URL, so it is loaded under exactly that URL (a second copy would bring a second set of React contexts); a
 * rebuild takes effect when the edge restarts (`npm start -- --rebuild` does both). A missing build rejects, and
 * is tried again on the next request; meanwhile the caller serves the plain shell.
 */
export function appRenderer(serverEntry: string): () => Promise<ServerEntry> {
  let entry: Promise<ServerEntry> | null = null;
  return () => {
    entry ??= (import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>).catch((err: unknown) => {
      entry = null;
      throw err;
    });
    return entry;
  };
}
