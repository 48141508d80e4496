import crypto from 'node:crypto';
import type { Request } from 'express';

/** Whether the request carries `Authorization: Bearer <ADMIN_TOKEN>` (compared in constant time). */
export function isAdminRequest(req: Request, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const m = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
  if (!m?.[1]) return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(m[1]), digest(adminToken));
}
