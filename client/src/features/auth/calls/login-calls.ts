import { LoginApi, OtherApi } from '@aikc/shared/api-paths';
import type { LoginResult, SendMobileCodeResult, SmsPurpose } from '@aikc/shared/schemas/login';
import type { WxEwmResult } from '@aikc/shared/schemas/wechat';
import type { QrStatus } from '@aikc/shared/socket/qr';
import { httpPost } from '../../../lib/http.ts';

/** The login calls of spec section 7 (POST under /api/front/login/); each rejects with the toast already shown. */
export const loginCalls = {
  sendMobileCode: (mobile: string, type: SmsPurpose, captchaVerification: string) =>
    httpPost<SendMobileCodeResult>(LoginApi.sendMobileCode, { mobile, type, captchaVerification }),
  loginByMobileCode: (mobile: string, mobile_code: string) =>
    httpPost<LoginResult>(LoginApi.loginByMobileCode, { mobile, mobile_code }),
  loginByPassword: (mobile: string, password: string) =>
    httpPost<LoginResult>(LoginApi.loginByPassword, { mobile, password }),
  registerByPassword: (v: { mobile: string; mobile_code: string; password: string; password2: string }) =>
    httpPost<LoginResult>(LoginApi.registerByPassword, v),
  forgetPassword: (v: { mobile: string; mobile_code: string; password: string; password2: string }) =>
    httpPost<null>(LoginApi.forgetPassword, v),
  wxByBang: (v: { mobile: string; mobile_code: string; openid: string }) => httpPost<LoginResult>(LoginApi.wxByBang, v),
  loginByWxEwm: () => httpPost<WxEwmResult>(LoginApi.loginByWxEwm, {}),
  /** The Open Platform code of /wechat/callback: answers like a QR push (toTop/needBang or loginSuccess). */
  weiCodeToOpenid: (code: string, state: string) => httpPost<QrStatus>(OtherApi.weiCodeToOpenid, { code, state }),
};
