/**
 * The open API's signing rule, stated once and shared by the API (verification), the docs page and the
 * examples. Pure string work: hashing is the caller's (Node crypto, Web Crypto, openssl, hashlib, javax.crypto).
 *
 * Canonical string: seven lines joined by "\n" (no trailing newline):
 *
 *   OPENAPI-HMAC-SHA256
 *   <METHOD>            upper case, e.g. GET
 *   <PATH>              the request path exactly as sent, without the query, e.g. /openapi/v1/policies
 *   <SORTED QUERY>      the query's name=value pairs, each name and value percent-encoded per RFC 3986
 *                       (encodeURIComponent, plus !'()* encoded), sorted by name then value (byte order),
 *                       joined by "&"; empty when there is no query
 *   <TIMESTAMP>         X-Aikc-Timestamp: Unix time in whole seconds
 *   <NONCE>             X-Aikc-Nonce: 16-64 characters of [A-Za-z0-9_-], never reused within 10 minutes
 *   <BODY SHA-256>      lower-case hex SHA-256 of the raw body bytes (of the empty string for GET)
 *
 * Signature: lower-case hex HMAC-SHA256(key = the secret's UTF-8 bytes, message = the canonical string), sent
 * in X-Aikc-Signature with the key id in X-Aikc-Key.
 */
export const SIGNING_ALGORITHM = 'OPENAPI-HMAC-SHA256';

export const OPENAPI_HEADERS = {
  key: 'X-Aikc-Key',
  timestamp: 'X-Aikc-Timestamp',
  nonce: 'X-Aikc-Nonce',
  signature: 'X-Aikc-Signature',
  /** Answers: calls left in the caller's quota (membership allowance today plus packages). */
  quotaRemaining: 'X-Quota-Remaining',
  rateLimit: 'X-RateLimit-Limit',
  rateRemaining: 'X-RateLimit-Remaining',
  requestId: 'X-Request-Id',
} as const;

/** A request's timestamp may differ from the server's clock by at most this much. */
export const TIMESTAMP_SKEW_SECONDS = 300;
/** Nonces are remembered for twice the skew: any replay inside the accepted window is caught. */
export const NONCE_TTL_SECONDS = 2 * TIMESTAMP_SKEW_SECONDS;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** SHA-256 of the empty string: the body hash of every GET. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986 unreserved characters stay; everything else is percent-encoded (upper-case hex). */
export function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The sorted query line from decoded name/value pairs (a repeated name keeps every value). */
export function sortedQuery(pairs: Iterable<readonly [string, string]>): string {
  const enc = [...pairs].map(([k, v]) => [rfc3986(k), rfc3986(v)] as const);
  enc.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return enc.map(([k, v]) => `${k}=${v}`).join('&');
}

export interface CanonicalParts {
  method: string;
  path: string;
  /** Decoded name/value pairs of the query (URLSearchParams gives them). */
  query: Iterable<readonly [string, string]>;
  timestamp: string;
  nonce: string;
  bodySha256Hex: string;
}

export function canonicalString(p: CanonicalParts): string {
  return [
    SIGNING_ALGORITHM,
    p.method.toUpperCase(),
    p.path,
    sortedQuery(p.query),
    p.timestamp,
    p.nonce,
    p.bodySha256Hex,
  ].join('\n');
}
