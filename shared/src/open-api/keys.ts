import { z } from 'zod';
import { IdSchema } from '../schemas/common.ts';

/** The user centre's key calls (开放接口密钥). */
export const ApiKeyCreateSchema = z
  .object({ name: z.string().trim().min(1, '请输入密钥名称').max(30, '密钥名称最多30个字符') })
  .strict();
export const ApiKeyIdSchema = z.object({ id: IdSchema }).strict();
export const ApiUsageQuerySchema = z.object({
  days: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(7, '至少查看7天').max(90, '最多查看90天'))
    .default(30),
});

export type ApiKeyStatus = 'active' | 'disabled';
export const API_KEY_STATUS_NAMES: Record<ApiKeyStatus, string> = { active: '启用', disabled: '已停用' };
/** Keys one user may hold at once. */
export const MAX_API_KEYS = 10;

export interface ApiKeyView {
  id: number;
  /** The public key id sent in X-Aikc-Key. */
  key_id: string;
  name: string;
  /** The secret's last 4 characters, so a user can tell keys apart; the secret itself is never shown again. */
  secret_hint: string;
  status: ApiKeyStatus;
  status_name: string;
  rate_per_second: number;
  created_at: string;
  last_used_at: string;
}

/** The answer to create: the only time the secret leaves the server. */
export interface ApiKeyCreated extends ApiKeyView {
  secret: string;
}

/** Calls per key per China day, oldest first, every day of the window present. */
export interface ApiUsageResult {
  dates: string[];
  series: { key_id: string; name: string; calls: number[] }[];
  total: number;
}
