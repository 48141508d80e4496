import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVAL_SECONDS, nextIndex, parseInterval, parsePlaylist } from './playlist.ts';
import { parseRoute } from './route.ts';

const ALL = ['s1', 's2', 's3', 's4'];

describe('parsePlaylist', () => {
  it('defaults to all four screens', () => {
    expect(parsePlaylist(undefined)).toEqual(ALL);
    expect(parsePlaylist('')).toEqual(ALL);
  });

  it('reads comma lists, digit shorthand and other separators', () => {
    expect(parsePlaylist('s1,s3')).toEqual(['s1', 's3']);
    expect(parsePlaylist('S4,s2')).toEqual(['s4', 's2']);
    expect(parsePlaylist('13')).toEqual(['s1', 's3']);
    expect(parsePlaylist('s2-s4')).toEqual(['s2', 's4']);
    expect(parsePlaylist('s1%2Cs2')).toEqual(['s1', 's2']);
  });

  it('collapses a screen repeated back to back but keeps deliberate returns', () => {
    expect(parsePlaylist('s1,s1,s2,s1')).toEqual(['s1', 's2', 's1']);
  });

  it('falls back to all four on anything invalid', () => {
    for (const bad of ['s5', 's1,x', '%E0%A4%A', ',,,', 'x'.repeat(100), '<script>', '05'])
      expect(parsePlaylist(bad)).toEqual(ALL);
  });
});

describe('parseInterval', () => {
  it('reads seconds, clamps extremes and ignores junk', () => {
    expect(parseInterval('45')).toBe(45);
    expect(parseInterval('1')).toBe(5);
    expect(parseInterval('999999')).toBe(3600);
    expect(parseInterval('abc')).toBe(DEFAULT_INTERVAL_SECONDS);
    expect(parseInterval('-10')).toBe(DEFAULT_INTERVAL_SECONDS);
    expect(parseInterval(null)).toBe(DEFAULT_INTERVAL_SECONDS);
  });
});

describe('nextIndex', () => {
  it('cycles', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(5, 0)).toBe(0);
  });
});

describe('parseRoute', () => {
  it('routes screens, the playlist and the index', () => {
    expect(parseRoute('/big_screen/s3', '')).toEqual({ kind: 'screen', topic: 's3' });
    expect(parseRoute('/big_screen/switch', '')).toEqual({ kind: 'playlist', topics: ALL, intervalSeconds: 30 });
    expect(parseRoute('/big_screen/switch/s2,s4', '?interval=10')).toEqual({
      kind: 'playlist',
      topics: ['s2', 's4'],
      intervalSeconds: 10,
    });
    expect(parseRoute('/big_screen/', '')).toEqual({ kind: 'index' });
    expect(parseRoute('/big_screen/s9', '')).toEqual({ kind: 'index' });
  });
});
