import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript weight of the portal as a phone pays for it: gzipped bytes (level 9, what the build
 * precompresses) of the files a page loads. Shared by the web bench and its size checks.
 */
export const KIB = 1024;
/** Issue 21 targets. */
export const FIRST_ROUTE_JS_LIMIT = 150 * KIB;
export const ROUTE_JS_LIMIT = 250 * KIB;

const gzCache = new Map<string, number>();

/** Gzipped size of a built file (the precompressed .gz when there is one, else compressed here). */
export function gzSize(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    const pre = `${file}.gz`;
    size = fs.existsSync(pre) ? fs.statSync(pre).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

export interface FirstRoute {
  files: { file: string; raw: number; gz: number }[];
  raw: number;
  gz: number;
}

/** The HTML entry's scripts and modulepreloads (what the browser fetches before any route code runs). */
export function firstRouteJs(dist: string): FirstRoute {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(m[1]!);
  const files = [...urls].map((u) => {
    const file = path.join(dist, u.replace(/^\//, ''));
    return { file: path.relative(dist, file), raw: fs.statSync(file).size, gz: gzSize(file) };
  });
  return { files, raw: files.reduce((s, f) => s + f.raw, 0), gz: files.reduce((s, f) => s + f.gz, 0) };
}

/** Gzipped size of the built file behind a same-origin script URL (0 when it is not one of ours). */
export function gzSizeOfUrl(dist: string, url: string): number {
  const { pathname } = new URL(url);
  const file = path.join(dist, decodeURIComponent(pathname).replace(/^\//, ''));
  return file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile() ? gzSize(file) : 0;
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
