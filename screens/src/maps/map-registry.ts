import { echarts } from '../charts/echarts.ts';
import chinaJson from '../assets/maps/china.json';

/**
 * Map registration. The vendored GeoJSON (echarts 4.9.0, see assets/maps/README.md) keys features by GB/T
 * 2260 code in `id`; we copy that code into `properties.adcode` and match data by code (nameProperty), so
 * a city renamed since the map was drawn still lines up. Province maps load on first drill-down only.
 */
interface Feature {
  id?: string;
  properties: { name: string; adcode?: string };
}
interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

/** The one feature in the vendored files without an id. */
const MISSING_IDS: Record<string, string> = { 崇明区: '310151' };

export const CHINA_MAP = 'aikc-china';
export const provinceMapName = (code: string) => `aikc-${code}`;

const provinceLoaders = import.meta.glob<{ default: FeatureCollection }>('../assets/maps/province/*.json');
const names = new Map<string, string>();
const loaded = new Map<string, Promise<boolean>>();

function withCodes(json: FeatureCollection): FeatureCollection {
  const features = json.features.map((f) => {
    const adcode = f.id ?? MISSING_IDS[f.properties.name] ?? f.properties.name;
    names.set(adcode, f.properties.name);
    return { ...f, properties: { ...f.properties, adcode } };
  });
  return { ...json, features };
}

let chinaRegistered = false;
/** Registers the national map (synchronously: it is in the main bundle, 60 KB). */
export function ensureChinaMap(): string {
  if (!chinaRegistered) {
    echarts.registerMap(CHINA_MAP, withCodes(chinaJson as unknown as FeatureCollection) as never);
    chinaRegistered = true;
  }
  return CHINA_MAP;
}

export function hasProvinceMap(code: string): boolean {
  return `../assets/maps/province/${code}.json` in provinceLoaders;
}

/** Loads and registers a province's map; false when there is none (Taiwan) or it failed to load. */
export function ensureProvinceMap(code: string): Promise<boolean> {
  const key = `../assets/maps/province/${code}.json`;
  const loader = provinceLoaders[key];
  if (!loader) return Promise.resolve(false);
  let p = loaded.get(code);
  if (!p) {
    p = loader().then(
      (mod) => {
        echarts.registerMap(provinceMapName(code), withCodes(mod.default) as never);
        return true;
      },
      () => {
        loaded.delete(code);
        return false;
      },
    );
    loaded.set(code, p);
  }
  return p;
}

/** The map's own name for a code (for labels of areas without data). */
export function regionName(code: string): string {
  return names.get(code) ?? code;
}
