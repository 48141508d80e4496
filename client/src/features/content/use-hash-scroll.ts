import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL hash once the page has rendered. Needed because the pages are
 * lazy routes: when a link such as /agreement.html#privacy opens in a new tab, the browser looks for the
 * anchor before the page exists.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the raw text up instead.
    }
    const target = document.getElementById(id);
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [hash]);
}
