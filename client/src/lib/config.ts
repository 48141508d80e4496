/**
 * Deployment configuration of the portal, read once from Vite env variables (set at build time).
 * Everything configurable the pages show lives here, so there is one place to change it.
 */
const env = import.meta.env;

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The customer-service hotline ({phone} of the spec). */
export const HOTLINE = clean(env.VITE_HOTLINE) || '400-860-2026';

/** Base URL of the mobile site, without a trailing slash; '' disables the mobile redirect. */
export const MOBILE_BASE_URL = clean(env.VITE_MOBILE_BASE_URL).replace(/\/+$/, '');

/**
 * What the WeChat QR codes encode. Until an official account or mini program is configured they point at the
 * portal itself, so a scan always lands somewhere real.
 */
export function wechatQrTargets(origin: string): { officialAccount: string; miniProgram: string } {
  return {
    officialAccount: clean(env.VITE_WECHAT_OA_URL) || `${origin}/?from=wechat_oa`,
    miniProgram: clean(env.VITE_WECHAT_MP_URL) || `${origin}/?from=wechat_mp`,
  };
}

/** The footer's ICP record line; '' hides it. */
export const ICP_RECORD = clean(env.VITE_ICP_RECORD);

/** The id of the running build (see vite.config.ts). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
