import names from './data/gbt2260-names.json' with { type: 'json' };

/**
 * The names of GB/T 2260 provinces and prefecture-level cities by code, as regions.ts names them (a municipality's
 * 市辖区 city after its province), without the districts: the list pages' region row labels its buckets from this
 * table (~3 KiB gzipped) rather than the whole one (~23 KiB). region-names.test.ts keeps the two in step.
 */
const NAMES: Readonly<Record<string, string>> = names;

export function regionName(code: string): string | undefined {
  return Object.hasOwn(NAMES, code) ? NAMES[code] : undefined;
}
