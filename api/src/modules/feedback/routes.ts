import { Router } from 'express';
import { FeedbackApi, UserApi } from '@aikc/shared/api-paths';
import {
  FEEDBACK_TYPE_NAMES,
  FeedbackBodySchema,
  FeedbackListSchema,
  VisitorFeedbackBodySchema,
  type FeedbackItem,
} from '@aikc/shared/schemas/feedback';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { formatDateTime } from '../../lib/time.ts';
import { badRequest } from '../../http/errors.ts';
import { LoginMessage } from '@aikc/shared/schemas/login';
import { consumeVerification } from '../captcha/service.ts';
import { clientIp, guardIp } from '../../http/ip-guard.ts';
import { listFeedback, sendFeedback, sendVisitorFeedback, type FeedbackRow } from './service.ts';

export function presentFeedback(r: FeedbackRow): FeedbackItem {
  const type = r.type as FeedbackItem['type'];
  const status = r.status === 'replied' ? 'replied' : 'pending';
  return {
    id: r.id,
    type,
    type_name: FEEDBACK_TYPE_NAMES[type] ?? r.type,
    content: r.content,
    contact: r.contact,
    images: JSON.parse(r.images) as string[],
    status,
    status_name: status === 'replied' ? '已回复' : '待处理',
    reply: r.reply ?? '',
    reply_time: r.replied_at ? formatDateTime(r.replied_at) : '',
    create_time: formatDateTime(r.created_at),
  };
}

/** 意见反馈: send one (footer window, /user/feedback; a visitor too) and list one's own with status and reply. */
export function feedbackRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  defineCall(
    r,
    deps,
    UserApi.feedback,
    { input: FeedbackBodySchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => presentFeedback(await sendFeedback(db, user.id, input, Date.now())),
  );
  const rt = deps.accounts;
  // A visitor's message: the per-IP window first (cheap), then the solved captcha is spent, then it is stored.
  defineCall(
    r,
    deps,
    FeedbackApi.visitor,
    { input: VisitorFeedbackBodySchema, methods: ['POST'] },
    async ({ input, req }) => {
      await guardIp(rt, rt.limits.visitorFeedbackIp, clientIp(req));
      if (!(await consumeVerification(rt.store, input.captchaVerification)))
        throw badRequest(LoginMessage.captchaRequired);
      const row = await sendVisitorFeedback(db, input, Date.now());
      return { id: row.id };
    },
  );
  defineCall(r, deps, FeedbackApi.list, { input: FeedbackListSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listFeedback(db, user.id, input.page, input.page_size);
    return { ...page, list: page.list.map(presentFeedback) };
  });
  return r;
}
