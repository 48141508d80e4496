import type { ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { parseInterval, parsePlaylist } from './playlist.ts';

export type ScreenRoute =
  | { kind: 'screen'; topic: ScreenTopic }
  | { kind: 'playlist'; topics: ScreenTopic[]; intervalSeconds: number }
  | { kind: 'index' };

/**
 * Maps a location under /big_screen/ to what to show: /big_screen/s1..s4, /big_screen/switch/:s?, and the
 * bare /big_screen/ (an index of the four). Unknown paths show the index rather than a blank wall.
 */
export function parseRoute(pathname: string, search: string, base = '/big_screen/'): ScreenRoute {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const parts = rest.split('/').filter(Boolean);
  const params = new URLSearchParams(search);
  if (parts[0] === 'switch') {
    return {
      kind: 'playlist',
      topics: parsePlaylist(parts[1]),
      intervalSeconds: parseInterval(params.get('interval')),
    };
  }
  const id = (parts[0] ?? '').toLowerCase();
  if (parts.length === 1 && /^s[1-4]$/.test(id)) return { kind: 'screen', topic: id as ScreenTopic };
  return { kind: 'index' };
}
