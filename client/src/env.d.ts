/// <reference types="vite/client" />

/** Set by vite.config.ts: the id of this build, also written to dist/version.json. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Customer-service hotline shown in the header, footer and side panel. */
  readonly VITE_HOTLINE?: string;
  /** Base URL of the mobile site; when unset, mobile visitors are not redirected. */
  readonly VITE_MOBILE_BASE_URL?: string;
  /** URL encoded in the WeChat official-account QR code. */
  readonly VITE_WECHAT_OA_URL?: string;
  /** URL encoded in the WeChat mini-program QR code. */
  readonly VITE_WECHAT_MP_URL?: string;
  /** The ICP record line of the footer (shown only when set). */
  readonly VITE_ICP_RECORD?: string;
}
