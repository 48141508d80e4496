import fs from 'node:fs/promises';

/**
 * A file of the client build (index.html, Vite's manifest), parsed once and read again only when it changes on disk
 * (a rebuild while the edge runs): one `stat` a request instead of a read and a parse.
 */
export function builtFileReader<T>(file: string, parse: (text: string) => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await fs.readFile(file, 'utf8')) };
    return cached.value;
  };
}
