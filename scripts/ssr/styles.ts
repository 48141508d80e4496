import fs from 'node:fs/promises';
import path from 'node:path';
import { builtFileReader } from './built-file.ts';
/*
 * A server-rendered page's markup needs, besides the entry's stylesheet (which index.html links already), the
 * stylesheets of the modules its route loads lazily: the page's own, and the shell's footer and side panel, which
 * the browser fetches later but the server renders in place. The client's page table names those modules
 * (client/src/ssr/ssr-pages.ts `modules`, as keys of Vite's build manifest, client/dist/.vite/manifest.json); their
 * stylesheets are found here by walking the manifest from them, and go in the document's head, inlined
 * (`cssReader`), so the server's markup paints styled with the HTML and the entry's stylesheet alone.
 */

/** The fields of Vite's ManifestChunk (vite/dist/node/index.d.ts) read here. */
interface ManifestChunk {
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets (as /assets/… paths) of `modules` and of every chunk they import statically, entry excluded. A
 * module the manifest does not hold (a page renamed, the table not) throws: the page is then served as the shell,
 * never painted without its CSS.
 */
export function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest (client/src/ssr/ssr-pages.ts)`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return [...css];
}

/**
 * What is wrong with the page table's modules for this build, one line each (none: all is well): each must be a
 * lazily imported chunk of the build, whose stylesheets the entry's do not already hold. The edge logs these as it
 * starts, so a renamed page is seen then rather than as a page served unstyled or as the shell.
 */
export function styleModuleProblems(manifest: Manifest, pages: { kind: string; modules: string[] }[]): string[] {
  const problems: string[] = [];
  for (const { kind, modules } of pages)
    for (const m of modules) {
      const chunk = manifest[m];
      if (!chunk) problems.push(`${kind}: ${m} is not in the client build's manifest`);
      else if (!chunk.isDynamicEntry) problems.push(`${kind}: ${m} is not a lazily loaded chunk of the build`);
    }
  return problems;
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
