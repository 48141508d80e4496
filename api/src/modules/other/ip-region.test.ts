import { describe, expect, it } from 'vitest';
import { isNonPublicIp, regionForIp } from './ip-region.ts';

describe('regionForIp', () => {
  it('treats loopback, private, link-local and CGNAT addresses as non-public', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      'not-an-ip',
    ]) {
      expect(isNonPublicIp(ip), ip).toBe(true);
    }
    for (const ip of ['120.24.78.68', '172.32.0.1', '8.8.8.8', '240e:47d:c20:1627:30a3:ba0d:a5e6:ec19'])
      expect(isNonPublicIp(ip), ip).toBe(false);
  });

  it('answers 全国 for missing, private, malformed and foreign addresses', () => {
    for (const ip of [undefined, '', '127.0.0.1', '::ffff:192.168.0.2', '1.2.3', '8.8.8.8']) {
      expect(regionForIp(ip)).toEqual({ id: 0, name: '全国', city: null });
    }
  });

  it('places Chinese addresses in their province and city, IPv4-mapped and IPv6 included', () => {
    expect(regionForIp('::ffff:120.24.78.68')).toMatchObject({ id: 440000, name: '广东', city: { cityId: 440300 } });
    expect(regionForIp('114.114.114.114')).toMatchObject({
      id: 320000,
      name: '江苏',
      city: { cityId: 320100, name: '南京' },
    });
    expect(regionForIp('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toMatchObject({ id: 440000, name: '广东' });
  });
});
