/**
 * Folder cycles inside the apps: two feature folders (or layers) that import each other, directly or around a circle,
 * cannot be understood, tested or moved one without the other. dpdm finds file cycles only; this finds
 * cycles between the folders listed in AREAS (each direct child folder is one node), counting type-only
 * imports too (a type import is still a dependency a reader has to follow). Tests and test kits are left out:
 * an integration test drives several modules by design.
 *
 *   tsx scripts/folder-cycles.ts            exits 1 and names each cycle when there is one (npm run lint:cycles)
 *   tsx scripts/folder-cycles.ts --tests    the same with tests counted (a report, not a gate)
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Folders whose direct children are the nodes of the graph: the API's modules, the client's features, and the
 * browser apps' top-level folders (their layers: a shared part that imports a feature, a page or the shell closes
 * a circle, since those import the shared parts).
 */
const AREAS = ['api/src/modules', 'client/src/features', 'client/src', 'admin/src', 'screens/src'];
const WITH_TESTS = process.argv.includes('--tests');

// import/export ... from '...', and import('...'); spread over lines too ([^'"]*? crosses newlines).
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    const full = path.join(e.parentPath, e.name);
    return e.isFile() && /\.(ts|tsx)$/.test(e.name) && !full.includes('node_modules') ? [full] : [];
  });
}

/** The node (area child folder) a file belongs to, or null outside the areas. */
function nodeOf(area: string, file: string): string | null {
  const rel = path.relative(path.join(ROOT, area), file);
  if (rel.startsWith('..')) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 && first ? first : null;
}

/** Edges between the nodes of one area (self-edges dropped). */
function edges(area: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(ROOT, area))) {
    const from = nodeOf(area, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    if (!WITH_TESTS && /\.test\.tsx?$|test-kit/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const to = nodeOf(area, path.resolve(path.dirname(file), spec));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** One import path around a cycle's members, for the message (which edge to cut). */
function edgesWithin(graph: Map<string, Set<string>>, scc: string[]): string[] {
  const members = new Set(scc);
  return scc.flatMap((a) => [...(graph.get(a) ?? [])].filter((b) => members.has(b)).map((b) => `${a} -> ${b}`));
}

let found = 0;
for (const area of AREAS) {
  const graph = edges(area);
  for (const scc of cycles(graph)) {
    found++;
    console.error(`folder cycle in ${area}: ${scc.join(' · ')}\n  ${edgesWithin(graph, scc).join('\n  ')}`);
  }
}
if (found > 0) {
  console.error(`${found} folder cycle(s): move the shared piece to the lower folder or to a neutral one.`);
  process.exit(1);
}
console.log('folder cycles: 0');
