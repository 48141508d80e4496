import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Build-time compression of a bundle (issue 21): every text asset gets a `.br` (brotli, quality 11) and a `.gz`
 * (gzip, level 9) beside it, so the edge sends compressed bytes without compressing per request. Used by the
 * client and screens Vite builds (the plugin below) and by the edge's tests.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|ttf|otf|map)$/i;
/** Below this the headers cost more than the saving; the edge then sends the file as is. */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressStats {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` that compression makes smaller. */
export async function precompressDir(dir: string): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, raw: 0, br: 0, gz: 0 };
  const jobs: Promise<void>[] = [];
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        // A variant that is not smaller is not written: the edge falls back to the identity file.
        if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
        stats.files += 1;
        stats.raw += data.length;
        stats.br += Math.min(br.length, data.length);
        stats.gz += Math.min(gz.length, data.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return stats;
}

/** A Vite plugin (structurally typed, so this file needs no Vite import): precompresses `outDir` after the write. */
export function precompressPlugin(outDir = 'dist') {
  let root = process.cwd();
  return {
    name: 'aikc-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      root = path.resolve(config.root, config.build.outDir ?? outDir);
    },
    async closeBundle() {
      const s = await precompressDir(root);
      const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      process.stdout.write(`precompressed ${s.files} files: ${kib(s.raw)} → br ${kib(s.br)}, gzip ${kib(s.gz)}\n`);
    },
  };
}
