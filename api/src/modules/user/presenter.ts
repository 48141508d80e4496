import { maskMobile } from '@aikc/shared/mask';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { isVipLevel, VIP_LEVEL_NAMES, type VipLevel } from '@aikc/shared/vip';
import type { UserRow } from '../../db/schema.ts';
import { formatDate } from '../../lib/time.ts';

/** The one way a user leaves the server (HTTP and socket alike). */
export function presentCurrentUser(u: UserRow, now = Date.now()): CurrentUser {
  // An expired paid level reads as normal; the queued next level takes over only when the scheduler moves it.
  const active = isVipLevel(u.vip_level) && u.vip_level !== 'normal' && u.vip_end_time !== null && u.vip_end_time > now;
  const level: VipLevel = active ? (u.vip_level as VipLevel) : 'normal';
  const next = u.next_vip_level && isVipLevel(u.next_vip_level) ? u.next_vip_level : '';
  return {
    id: u.id,
    avatar: u.avatar,
    username: u.username,
    mobile: u.mobile ? maskMobile(u.mobile) : '',
    has_password: u.password_hash !== null,
    vip_level: level,
    vip_level_name: VIP_LEVEL_NAMES[level],
    vip_end_time_format: active && u.vip_end_time ? formatDate(u.vip_end_time) : '',
    next_vip_level: next,
    next_vip_level_name: next ? VIP_LEVEL_NAMES[next] : '',
    next_vip_end_time_format: next && u.next_vip_end_time ? formatDate(u.next_vip_end_time) : '',
  };
}
