import { matchPath } from 'react-router-dom';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import type { CityOption } from '@aikc/shared/regions';

const LIST_CODECS = [
  { base: '/policy/list', codec: policyFilterCodec },
  { base: '/project/list', codec: projectFilterCodec },
  { base: '/company/list', codec: companyFilterCodec },
] as const;

function regionCodes(city: CityOption): { province: string; city: string } {
  return {
    province: city.provinceId ? String(city.provinceId) : '',
    city: city.cityId ? String(city.cityId) : '',
  };
}

/**
 * What a city change does to the current page (spec section 4): a list page navigates to itself with the new
 * region in its `:s` filter (page 1); any other page reloads so every section picks up the new city.
 */
export function cityChangeTarget(pathname: string, city: CityOption): { navigate: string } | 'reload' {
  for (const { base, codec } of LIST_CODECS) {
    const m = matchPath(`${base}/:s?`, pathname);
    if (!m) continue;
    const current = codec.decode(m.params.s);
    const s = codec.encode({ ...current, ...regionCodes(city), page: 1 });
    return { navigate: s ? `${base}/${s}` : base };
  }
  return 'reload';
}
