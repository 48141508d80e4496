import { describe, expect, it } from 'vitest';
import { NATIONWIDE_OPTION } from './region-option.ts';
import { provinceRegionOption, SELECTOR_PROVINCE_NAMES } from './selector-provinces.ts';
import {
  cityOptionsOf,
  findCity,
  HOT_CITIES,
  PROVINCES,
  provinceCodeOf,
  provinceOption,
  SELECTOR_PROVINCES,
} from './regions.ts';

describe('regions', () => {
  it('holds the 31 mainland provinces with GB/T 2260 codes', () => {
    expect(PROVINCES).toHaveLength(31);
    for (const p of PROVINCES) expect(p.code).toMatch(/^\d{2}0000$/);
    expect(findCity('440300')?.name).toBe('深圳市');
  });

  it('names the selector provinces as the table does (region-option.ts holds them for the first route)', () => {
    for (const [id, name] of SELECTOR_PROVINCE_NAMES) expect(provinceOption(id).name).toBe(name);
    for (const p of SELECTOR_PROVINCES.slice(1)) {
      expect(provinceRegionOption(p)).toEqual(provinceOption(p.id));
      expect(SELECTOR_PROVINCE_NAMES.get(p.id)).toBe(p.name);
    }
    expect(provinceRegionOption({ id: 540000, name: '西藏' })).toEqual(NATIONWIDE_OPTION);
    expect(provinceRegionOption({ id: 0, name: '全国' })).toEqual(NATIONWIDE_OPTION);
    expect(provinceRegionOption({ id: 440300, name: '深圳' })).toBeNull();
  });

  it('lists 27 selector entries starting with 全国 (id 0)', () => {
    expect(SELECTOR_PROVINCES).toHaveLength(27);
    expect(SELECTOR_PROVINCES[0]).toEqual({ id: 0, name: '全国' });
    expect(new Set(SELECTOR_PROVINCES.map((p) => p.id)).size).toBe(27);
  });

  it('lists the 9 hot cities in the spec order', () => {
    expect(HOT_CITIES.map((c) => c.name)).toEqual([
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
    for (const c of HOT_CITIES) expect(String(c.provinceId)).toBe(provinceCodeOf(String(c.cityId)));
  });

  it('gives city options of a province', () => {
    const gd = cityOptionsOf(440000);
    expect(gd.length).toBe(21);
    expect(gd.every((c) => c.provinceName === '广东')).toBe(true);
  });
});
