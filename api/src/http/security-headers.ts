import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The API answers JSON only: no Content-Security-Policy (the edge sets the pages'); its resources stay
 * same-site. Every other header is helmet's default.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
} as const;

export function securityHeaders(): RequestHandler {
  return helmet(HELMET_OPTIONS);
}
