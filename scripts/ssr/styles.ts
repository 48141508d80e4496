import fs from 'node:fs/promises';
import path from 'node:path';
import { builtFileReader } from './built-file.ts';
/**
 * The client's source modules a server-rendered page draws besides the entry (whose stylesheet index.html links
 * already): the route's page module, and the shell's footer and side panel, which the browser fetches lazily but the
 * server renders in place. Their stylesheets go in the document's head, inlined (`cssReader`), so the server's
 * markup paints styled with the HTML and the entry's stylesheet alone, and the hydrating app changes nothing. Paths
 * are keys of Vite's build manifest (client/dist/.vite/manifest.json); keys of PAGE_MODULES are the `kind`s of
 * client/src/ssr/ssr-pages.ts.
 */
export const SHELL_MODULES = ['src/app/shell/site-footer.tsx', 'src/app/shell/side-panel.tsx'];
const CENTRE = 'src/pages/user-centre/user-centre-layout.tsx';
export const PAGE_MODULES: Record<string, string[]> = {
  chat: ['src/pages/match/chat-page.tsx'],
  home: ['src/pages/home/home-page.tsx'],
  policy: ['src/pages/policy/policy-detail-page.tsx'],
  interpretation: ['src/pages/policy/article-pages.tsx'],
  news: ['src/pages/policy/article-pages.tsx'],
  project: ['src/pages/project/project-detail-page.tsx'],
  company: ['src/pages/company/company-detail-page.tsx'],
  'policy-list': ['src/pages/policy/policy-list-page.tsx'],
  'project-list': ['src/pages/project/project-list-page.tsx'],
  'company-list': ['src/pages/company/company-list-page.tsx'],
  'user-centre': [CENTRE],
  // The centre's home page is a module of its own beside the layout's (the others' CSS is the layout's).
  'user-centre-index': [CENTRE, 'src/pages/user-centre/user-index-page.tsx'],
};

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets (as /assets/… paths) of `modules` and of every chunk they import statically, entry excluded. */
export function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return [...css];
}

/** The client build's manifest (client/dist/.vite/manifest.json). */
export function manifestReader(clientDist: string): () => Promise<Manifest> {
  return builtFileReader(path.join(clientDist, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest);
}

/**
 * The text of built stylesheets (`/assets/…` paths from `stylesheetsOf`), joined, for one `<style>` in the head.
 * Hashed files never change, so each is read once. Inlined rather than linked: a phone then paints after the HTML
 * and one stylesheet (the entry's), not after eight more requests queued on six connections beside the scripts
 * (Lighthouse mobile, `/policy/list` FCP: see docs/decisions/0008-server-rendering-and-sitemaps.md). The route's chunk links the same files when the
 * browser loads it, so they are cached for the next page.
 */
export function cssReader(clientDist: string): (hrefs: string[]) => Promise<string> {
  const texts = new Map<string, Promise<string>>();
  const read = (href: string) => {
    let text = texts.get(href);
    if (!text) {
      const file = path.join(clientDist, href);
      text = fs.readFile(file, 'utf8').catch((err: unknown) => {
        texts.delete(href);
        throw err;
      });
      texts.set(href, text);
    }
    return text;
  };
  return async (hrefs) => (await Promise.all(hrefs.map(read))).join('\n');
}
