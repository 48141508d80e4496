/** Upload areas, as recorded in upload_ledger (migration 0021). */
export type UploadArea = 'evaluate' | 'avatar' | 'image';

const MB = 1024 * 1024;

/**
 * What one user may store (issue 32; README 上传限额). Counted over every area together from upload_ledger:
 * a minute's rate and a rolling day count every upload (deleting does not give the allowance back); the total
 * counts the files still stored. An assessment's documents have their own cap (assessment_files).
 */
export const UPLOAD_LIMITS = {
  perMinute: { files: 6, bytes: 40 * MB },
  perDay: { files: 100, bytes: 150 * MB },
  total: { files: 300, bytes: 300 * MB },
  perAssessment: { files: 20, bytes: 100 * MB },
} as const;

const mb = (b: number) => `${Math.round(b / MB)}MB`;

export const UploadMessages = {
  perMinute: `上传过于频繁：每分钟最多上传${UPLOAD_LIMITS.perMinute.files}个文件、共${mb(UPLOAD_LIMITS.perMinute.bytes)}，请稍后再试`,
  perDay: `今日上传已达上限（24小时内最多${UPLOAD_LIMITS.perDay.files}个文件、共${mb(UPLOAD_LIMITS.perDay.bytes)}），请明日再试`,
  total: `您的存储空间已用完（最多${UPLOAD_LIMITS.total.files}个文件、共${mb(UPLOAD_LIMITS.total.bytes)}），请删除不需要的文件后再试`,
  perAssessment: `每份测评结果最多上传${UPLOAD_LIMITS.perAssessment.files}个文件、共${mb(UPLOAD_LIMITS.perAssessment.bytes)}，请删除不需要的文件后再试`,
  diskLow: '服务器存储空间不足，暂停接收上传文件，请稍后再试',
} as const;
