import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';

export type SearchKind = 'policy' | 'project' | 'company';

/** Region codes of the header's city choice ('' for nationwide). */
export interface SearchRegion {
  province: string;
  city: string;
}

/**
 * The list route for a search: `/<kind>/list/<:s>` with the keyword and the header's region in the shared
 * filter codec, so the link shows what the user saw. Its own module: the codecs (zod) are fetched with the first
 * search, not with the home page.
 */
export function searchPath(
  kind: SearchKind,
  keyword: string,
  region: SearchRegion = { province: '', city: '' },
): string {
  const f = { keyword: keyword.trim().slice(0, 100), ...region };
  const s =
    kind === 'policy'
      ? policyFilterCodec.encode(f)
      : kind === 'project'
        ? projectFilterCodec.encode(f)
        : companyFilterCodec.encode(f);
  return s ? `/${kind}/list/${s}` : `/${kind}/list`;
}
