import { BOT_UA_PATTERN, MOBILE_UA_PATTERN } from '@aikc/shared/routes';

export function isBotUserAgent(ua: string): boolean {
  return BOT_UA_PATTERN.test(ua);
}

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA_PATTERN.test(ua);
}

/**
 * Where a mobile visitor of `pathWithSearch` goes, or null to stay: desktop agents and an unset mobile base
 * never redirect.
 */
export function mobileRedirectTarget(ua: string, mobileBase: string, pathWithSearch: string): string | null {
  if (!mobileBase || !isMobileUserAgent(ua)) return null;
  return `${mobileBase}${pathWithSearch.startsWith('/') ? '' : '/'}${pathWithSearch}`;
}
