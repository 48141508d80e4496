import net from 'node:net';
import ip2regionModule from 'ip2region';
import type { IpAddressResult } from '@aikc/shared/schemas/other';
import { cityOptionsOf, PROVINCES, SELECTOR_PROVINCES, type Province } from '@aikc/shared/regions';

type Searcher = { search(ip: string): { country: string; province: string; city: string } | null };
type SearcherClass = new (opts?: { disableIpv6?: boolean }) => Searcher;

let searcher: Searcher | undefined;
/** The bundled ip2region database (about 11 MB) is read once, on the first lookup. */
function getSearcher(): Searcher {
  if (!searcher) {
    // A CommonJS module whose class is its `default` export; Node's ESM interop hands us the exports object.
    const mod = ip2regionModule as unknown as { default?: SearcherClass };
    const Ctor = mod.default ?? (ip2regionModule as unknown as SearcherClass);
    searcher = new Ctor();
  }
  return searcher;
}

const NATIONWIDE: IpAddressResult = { id: 0, name: '全国', city: null };
const selectorIds = new Set(SELECTOR_PROVINCES.map((p) => p.id));

/** Loopback, private, link-local, CGNAT and unique-local addresses carry no location. */
export function isNonPublicIp(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (net.isIPv6(ip)) {
    const l = ip.toLowerCase();
    return l === '::1' || l === '::' || l.startsWith('fe80:') || l.startsWith('fc') || l.startsWith('fd');
  }
  return true;
}

function findProvinceByName(name: string): Province | undefined {
  if (!name) return undefined;
  return PROVINCES.find((p) => p.name === name || p.shortName === name || name.startsWith(p.shortName));
}

/** The caller's region by IP address; 全国 (id 0) when it cannot be placed in a selector province. */
export function regionForIp(rawIp: string | undefined): IpAddressResult {
  if (!rawIp) return NATIONWIDE;
  const ip = rawIp.startsWith('::ffff:') && net.isIPv4(rawIp.slice(7)) ? rawIp.slice(7) : rawIp;
  if (isNonPublicIp(ip)) return NATIONWIDE;
  let hit: ReturnType<Searcher['search']>;
  try {
    hit = getSearcher().search(ip);
  } catch {
    return NATIONWIDE;
  }
  if (!hit || hit.country !== '中国') return NATIONWIDE;
  const province = findProvinceByName(hit.province);
  if (!province || !selectorIds.has(Number(province.code))) return NATIONWIDE;
  const id = Number(province.code);
  const city = hit.city ? (cityOptionsOf(id).find((c) => c.cityName === hit.city) ?? null) : null;
  return { id, name: province.shortName, city };
}
