import { UserApi } from '@aikc/shared/api-paths';
import type { CurrentUser, UploadAvatarResult } from '@aikc/shared/schemas/user';
import { httpPost, httpUpload } from '../../../lib/http.ts';

/** The account calls of /user/account and /user/security (spec section 7, user calls). */
export const accountCalls = {
  modifyUserInfo: (v: { username?: string; avatar?: string }) => httpPost<CurrentUser>(UserApi.modifyUserInfo, v),
  bangMobile: (mobile: string, mobile_code: string) =>
    httpPost<CurrentUser>(UserApi.bangMobile, { mobile, mobile_code }),
  setPassword: (v: { old_password?: string; password: string; password2: string }) =>
    httpPost<null>(UserApi.setPassword, v),
  resetPassword: (v: { mobile_code: string; password: string; password2: string }) =>
    httpPost<null>(UserApi.resetPassword, v),
  uploadAvatar: (file: File): Promise<UploadAvatarResult> => uploadImage(UserApi.uploadAvatar, file),
};

/**
 * An image upload (upload_avatar, upload_image_wei): multipart field `file` through the one HTTP layer (token,
 * 401, envelope); the caller shows the failure message (silent here).
 */
export function uploadImage(path: string, file: File): Promise<UploadAvatarResult> {
  const form = new FormData();
  form.append('file', file);
  return httpUpload<UploadAvatarResult>(path, form, { silent: true });
}
