import { wechatQrTargets } from '../../lib/config.ts';
import { useClientValue } from '../../lib/use-client-value.ts';

/**
 * The WeChat QR targets of the footer and the side panel. Their default is on the page's own origin, which only the
 * browser knows: a server-rendered page renders them empty and fills them in right after hydration.
 */
export function useWechatQrTargets(): ReturnType<typeof wechatQrTargets> {
  return wechatQrTargets(useClientValue(() => window.location.origin, ''));
}
