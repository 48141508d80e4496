import { z } from 'zod';
import { ValidationMessage } from './validation.ts';

let configured = false;

/**
 * Switches zod's built-in messages to Simplified Chinese once per runtime, so that any rule without its own
 * message still reads as Chinese to the user.
 */
export function useChineseZodMessages(): void {
  if (configured) return;
  z.config(z.locales.zhCN());
  configured = true;
}

const OWN_MESSAGES = new Set<string>(Object.values(ValidationMessage));

/**
 * The first issue's message for the user. Our own rule messages stand alone (请输入手机号); zod's generic
 * ones get the field name in front so the caller knows which parameter is wrong (参数 id：无效输入).
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误';
  if (
    OWN_MESSAGES.has(issue.message) ||
    issue.path.length === 0 ||
    (/[\u4e00-\u9fa5]{2,}/.test(issue.message) && issue.code === 'custom')
  ) {
    return issue.message;
  }
  return `参数 ${issue.path.join('.')}：${issue.message}`;
}
