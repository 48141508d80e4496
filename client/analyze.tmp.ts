import type { Plugin } from 'vite';
import fs from 'node:fs';
export function analyze(): Plugin {
  return {
    name: 'analyze',
    apply: 'build',
    generateBundle(_o, bundle) {
      const out: Record<string, { imports: string[]; dyn: string[]; isEntry: boolean; modules: [string, number][] }> =
        {};
      for (const [name, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        out[name] = {
          imports: c.imports,
          dyn: c.dynamicImports,
          isEntry: c.isEntry,
          modules: Object.entries(c.modules)
            .map(
              ([id, m]) =>
                [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/w21a\//, ''), m.renderedLength] as [string, number],
            )
            .sort((a, b) => b[1] - a[1]),
        };
      }
      fs.writeFileSync('/tmp/w21a-analysis.json', JSON.stringify(out));
    },
  };
}
