import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MOBILE_BASE_URL } from '../../lib/config.ts';
import { useClientValue } from '../../lib/use-client-value.ts';
import { mobileRedirectTarget } from '../../lib/user-agent.ts';

/**
 * The mobile redirect check of /, /policy/sbyl and /policy/detail/:id: a mobile browser goes to the same path
 * on the mobile site when one is configured; a desktop browser never moves.
 */
export function MobileRedirect() {
  const location = useLocation();
  // A server-rendered page hydrates as a desktop page, then moves in the effect when the browser is a phone's.
  // Without a mobile site the user agent is not read at all: reading it would re-render the whole page once more
  // right after hydration, for nothing.
  const userAgent = useClientValue(() => (MOBILE_BASE_URL ? navigator.userAgent : ''), '');
  const target = mobileRedirectTarget(userAgent, MOBILE_BASE_URL, `${location.pathname}${location.search}`);
  const [leaving] = useState(() => target !== null);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return leaving ? null : <Outlet />;
}
