import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which the app handles in place; a middle click or one with a modifier key keeps
 * the browser's meaning (a new tab or window), so the link's own href is followed.
 */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
