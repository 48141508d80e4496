/**
 * The path the browser loaded this document at. A route that hands over to another bundle
 * (/big_screen/*) compares against it: if the SPA itself was served for that path, reloading would loop.
 */
export const INITIAL_DOCUMENT_PATH: string = typeof window === 'undefined' ? '/' : window.location.pathname;
