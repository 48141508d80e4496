import { describe, expect, it, vi } from 'vitest';
import { CITY_COOKIE, IP_REGION_COOKIE } from '@aikc/shared/constants';
import { HOT_CITIES, NATIONWIDE_OPTION, cityOptionsOf } from '@aikc/shared/regions';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { cityCatalogue, optionForRegion } from './city-catalogue.ts';
import { CityStore } from './city-store.ts';

const noIp = () => ({ fetchIpRegion: vi.fn(async () => null) });

describe('CityStore', () => {
  it('starts nationwide and offers the 9 hot cities and the 27 provinces', () => {
    const store = new CityStore(noIp());
    expect(store.city).toEqual(NATIONWIDE_OPTION);
    expect(cityCatalogue.hotCities.map((c) => c.name)).toEqual([
      '北京',
      '上海',
      '深圳',
      '广州',
      '苏州',
      '成都',
      '杭州',
      '重庆',
      '天津',
    ]);
    expect(cityCatalogue.provinces).toHaveLength(27);
    expect(cityCatalogue.provinces[0]).toEqual({ id: 0, name: '全国' });
    expect(cityCatalogue.citiesOf(440000).map((c) => c.name)).toContain('深圳');
  });

  it('keeps a choice in the city cookie and restores it on the next visit', () => {
    const shenzhen = HOT_CITIES[2]!;
    new CityStore(noIp()).select(shenzhen);
    expect(JSON.parse(readCookie(CITY_COOKIE) ?? 'null')).toEqual(shenzhen);
    const next = new CityStore(noIp());
    expect(next.city).toEqual(shenzhen);
    expect(next.source).toBe('cookie');
  });

  it('ignores a corrupt city cookie', () => {
    writeCookie(CITY_COOKIE, '{"provinceId":"x"}', 1);
    expect(new CityStore(noIp()).city).toEqual(NATIONWIDE_OPTION);
  });

  it('preselects the IP region once and keeps it in its own cookie', async () => {
    const deps = { fetchIpRegion: vi.fn(async () => ({ id: 440000, name: '广东' })) };
    const store = new CityStore(deps);
    await store.preselectFromIp();
    expect(store.city).toMatchObject({ provinceId: 440000, cityId: 0, name: '广东' });
    expect(store.source).toBe('ip');
    expect(JSON.parse(readCookie(IP_REGION_COOKIE) ?? 'null')).toEqual({ id: 440000, name: '广东' });
    expect(readCookie(CITY_COOKIE)).toBeNull();

    const again = new CityStore(deps);
    await again.preselectFromIp();
    expect(deps.fetchIpRegion).toHaveBeenCalledTimes(1);
    expect(again.city.provinceId).toBe(440000);
  });

  it('never overrides a saved choice with the IP region', async () => {
    const beijing = HOT_CITIES[0]!;
    new CityStore(noIp()).select(beijing);
    const deps = { fetchIpRegion: vi.fn(async () => ({ id: 440000, name: '广东' })) };
    const store = new CityStore(deps);
    await store.preselectFromIp();
    expect(deps.fetchIpRegion).not.toHaveBeenCalled();
    expect(store.city).toEqual(beijing);
  });

  it('a choice made while the IP lookup runs wins', async () => {
    let resolve: (v: { id: number; name: string }) => void = () => {};
    const store = new CityStore({ fetchIpRegion: () => new Promise((r) => (resolve = r)) });
    const pending = store.preselectFromIp();
    store.select(HOT_CITIES[1]!);
    resolve({ id: 440000, name: '广东' });
    await pending;
    expect(store.city.name).toBe('上海');
  });

  it('maps IP records defensively: city ids, unknown ids and provinces outside the selector', () => {
    expect(optionForRegion({ id: 440300, name: '深圳' })).toEqual(
      cityOptionsOf(440000).find((c) => c.cityId === 440300),
    );
    expect(optionForRegion({ id: 999999, name: '?' })).toEqual(NATIONWIDE_OPTION);
    expect(optionForRegion({ id: 650000, name: '新疆' })).toEqual(NATIONWIDE_OPTION);
    expect(optionForRegion({ id: 0, name: '全国' })).toEqual(NATIONWIDE_OPTION);
  });
});
