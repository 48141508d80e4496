import { AUTH_HEADER, PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import { UserApi } from '@aikc/shared/api-paths';
import { ResultCode } from '@aikc/shared/result-codes';
import type { CurrentUser, UploadAvatarResult } from '@aikc/shared/schemas/user';
import { ApiError, httpPost } from '../../../lib/http.ts';
import { getToken } from '../../../lib/token.ts';

/** The account calls of /user/account and /user/security (spec section 7, user calls). */
export const accountCalls = {
  modifyUserInfo: (v: { username?: string; avatar?: string }) => httpPost<CurrentUser>(UserApi.modifyUserInfo, v),
  bangMobile: (mobile: string, mobile_code: string) => httpPost<CurrentUser>(UserApi.bangMobile, { mobile, mobile_code }),
  setPassword: (v: { old_password?: string; password: string; password2: string }) => httpPost<null>(UserApi.setPassword, v),
  resetPassword: (v: { mobile_code: string; password: string; password2: string }) => httpPost<null>(UserApi.resetPassword, v),
  uploadAvatar: (file: File): Promise<UploadAvatarResult> => uploadImage(UserApi.uploadAvatar, file),
};

/**
 * An image upload (upload_avatar, upload_image_wei): multipart field `file`, which the JSON HTTP layer does not
 * send; same headers and envelope rules, and the caller shows the failure message.
 */
export async function uploadImage(path: string, file: File): Promise<UploadAvatarResult> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { [PLATFORM_HEADER]: PLATFORM_PC_WEB };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  let env: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    env = (await (await fetch(path, { method: 'POST', headers, body, credentials: 'same-origin' })).json()) as typeof env;
  } catch {
    throw new ApiError(-1, '上传失败，请稍后再试');
  }
  if (env.code !== ResultCode.OK) throw new ApiError(Number(env.code) || -1, typeof env.msg === 'string' && env.msg ? env.msg : '上传失败');
  return env.data as UploadAvatarResult;
}
