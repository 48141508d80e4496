import { z } from 'zod';
import type { VipLevel } from '../vip.ts';

/** The current user as `user/user_info` returns it (spec section 3). */
export interface CurrentUser {
  id: number;
  avatar: string;
  /** Empty when the user never set one; the display name is then 小策 (see `displayName`). */
  username: string;
  /** Masked mobile (138****1234), or '' for an account without one. */
  mobile: string;
  has_password: boolean;
  vip_level: VipLevel;
  vip_level_name: string;
  /** 'YYYY-MM-DD' of the current level's expiry, '' for normal. */
  vip_end_time_format: string;
  next_vip_level: VipLevel | '';
  next_vip_level_name: string;
  next_vip_end_time_format: string;
}

export const DEFAULT_DISPLAY_NAME = '小策';

export function displayName(user: Pick<CurrentUser, 'username'>): string {
  return user.username.trim() || DEFAULT_DISPLAY_NAME;
}

export const UserInfoQuerySchema = z.object({}).strip();
