import { z } from 'zod';
import type { VipLevel } from '../vip.ts';
import {
  mobileCodeSchema,
  mobileSchema,
  password2Schema,
  passwordSchema,
  withPasswordConfirmation,
} from '../validation.ts';

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

export { DEFAULT_DISPLAY_NAME, displayName } from '../display-name.ts';

export const UserInfoQuerySchema = z.object({}).strip();

/** modify_user_info: either field may be sent alone. The avatar must be a URL that upload_avatar returned. */
export const AVATAR_URL_PATTERN = /^\/uploads\/avatars\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
export const USERNAME_MAX = 20;
export const ModifyUserInfoSchema = z
  .object({
    username: z
      .string()
      .trim()
      .max(USERNAME_MAX, `昵称最多${USERNAME_MAX}个字`)
      .refine((s) => !/[<>]/.test(s) && ![...s].some((ch) => ch.charCodeAt(0) < 32), '昵称含有不允许的字符')
      .optional(),
    avatar: z.string().regex(AVATAR_URL_PATTERN, '头像地址无效，请重新上传').optional(),
  })
  .refine((v) => v.username !== undefined || v.avatar !== undefined, '请填写要修改的内容');

export const BangMobileSchema = z.object({ mobile: mobileSchema, mobile_code: mobileCodeSchema });

/** set_password: old_password is required when the account has a password (has_password). */
export const SetPasswordSchema = withPasswordConfirmation(
  z.object({
    old_password: z.string().max(64).optional(),
    password: passwordSchema,
    password2: password2Schema,
  }),
);

/** reset_password (logged in, by a `forget` SMS code sent to the account's own mobile). */
export const ResetPasswordSchema = withPasswordConfirmation(
  z.object({ mobile_code: mobileCodeSchema, password: passwordSchema, password2: password2Schema }),
);

/** upload_avatar: multipart field `file`; PNG, JPEG or WebP by content, at most 5 MB; stored re-encoded as a 256 px WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export interface UploadAvatarResult {
  url: string;
}
