import { maskMobile } from '@aikc/shared/mask';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { effectiveMembership } from '@aikc/shared/membership';
import { VIP_LEVEL_NAMES, type VipLevel } from '@aikc/shared/vip';
import type { UserRow } from '../../db/schema.ts';
import { formatDate } from '../../lib/time.ts';

/** The one way a user leaves the server (HTTP and socket alike). */
export function presentCurrentUser(u: UserRow, now = Date.now()): CurrentUser {
  // The level in force: an ended level gives way to the queued one without any scheduler (shared/membership.ts).
  const m = effectiveMembership(u, now);
  const level: VipLevel = m.level;
  const next = m.next?.level ?? '';
  return {
    id: u.id,
    avatar: u.avatar,
    username: u.username,
    mobile: u.mobile ? maskMobile(u.mobile) : '',
    has_password: u.password_hash !== null,
    vip_level: level,
    vip_level_name: VIP_LEVEL_NAMES[level],
    vip_end_time_format: m.end !== null ? formatDate(m.end) : '',
    next_vip_level: next,
    next_vip_level_name: next ? VIP_LEVEL_NAMES[next] : '',
    next_vip_end_time_format: m.next ? formatDate(m.next.end) : '',
  };
}
