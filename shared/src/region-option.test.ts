import { describe, expect, it } from 'vitest';
import { asCityOption, asRegionRecord, NATIONWIDE_OPTION } from './region-option.ts';

describe('region guards (the first route checks cookies without zod)', () => {
  it('accepts region records, with a numeric-string id from the IP lookup', () => {
    expect(asRegionRecord({ id: 42, name: '湖北省', extra: 1 })).toEqual({ id: 42, name: '湖北省' });
    expect(asRegionRecord({ id: '11', name: '北京市' })).toEqual({ id: 11, name: '北京市' });
  });

  it('rejects anything else', () => {
    for (const v of [null, 'x', 3, {}, { id: -1, name: 'a' }, { id: 1.5, name: 'a' }, { id: '1e3', name: 'a' }])
      expect(asRegionRecord(v)).toBeNull();
    expect(asRegionRecord({ id: 1, name: 2 })).toBeNull();
  });

  it('accepts a stored city option and drops extra fields', () => {
    const city = { provinceId: 42, cityId: 4201, name: '武汉市', provinceName: '湖北省', cityName: '武汉市' };
    expect(asCityOption({ ...city, junk: true })).toEqual(city);
    expect(asCityOption(NATIONWIDE_OPTION)).toEqual(NATIONWIDE_OPTION);
  });

  it('rejects a tampered or malformed city cookie', () => {
    const city = { provinceId: 42, cityId: 4201, name: '武汉市', provinceName: '湖北省', cityName: '武汉市' };
    expect(asCityOption({ ...city, name: '' })).toBeNull();
    expect(asCityOption({ ...city, name: 'x'.repeat(21) })).toBeNull();
    expect(asCityOption({ ...city, cityId: -1 })).toBeNull();
    expect(asCityOption({ ...city, provinceId: '42' })).toBeNull();
    expect(asCityOption({ ...city, cityName: undefined })).toBeNull();
    expect(asCityOption([])).toBeNull();
  });
});
