import { TOKEN_COOKIE, TOKEN_TTL_DAYS } from '@aikc/shared/constants';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/** The login token lives in the `front-token` cookie for 7 days (spec section 9); the API reads it from a header. */
export function getToken(jar?: string): string | null {
  const token = readCookie(TOKEN_COOKIE, jar);
  return token && token.length > 0 ? token : null;
}

export function saveToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_TTL_DAYS * 24);
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
}
