import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MOBILE_BASE_URL } from '../../lib/config.ts';
import { mobileRedirectTarget } from '../../lib/user-agent.ts';

/**
 * The mobile redirect check of /, /policy/sbyl and /policy/detail/:id: a mobile browser goes to the same path
 * on the mobile site when one is configured; a desktop browser never moves.
 */
export function MobileRedirect() {
  const location = useLocation();
  const target = mobileRedirectTarget(navigator.userAgent, MOBILE_BASE_URL, `${location.pathname}${location.search}`);
  const [leaving] = useState(() => target !== null);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return leaving ? null : <Outlet />;
}
