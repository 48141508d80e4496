/** Minimal cookie helpers for the few cookies the portal keeps (token, city, IP region). */

/**
 * Reads `name` from the document's cookies, or from `jar` (a request's Cookie header, when the edge renders a page
 * on the server, where there is no document).
 */
export function readCookie(name: string, jar: string = document.cookie): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of jar.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Writes a site-wide cookie that expires after `hours`. */
export function writeCookie(name: string, value: string, hours: number): void {
  const expires = new Date(Date.now() + hours * 3600_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** Reads a cookie holding JSON; a missing or corrupt value gives null. */
export function readJsonCookie(name: string, jar?: string): unknown {
  const raw = readCookie(name, jar);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
