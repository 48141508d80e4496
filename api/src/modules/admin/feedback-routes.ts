import { Router } from 'express';
import {
  FeedbackAssignBodySchema,
  FeedbackCloseBodySchema,
  FeedbackInboxQuerySchema,
  FeedbackReplyBodySchema,
} from '@aikc/shared/admin/schemas/feedback';
import type { AppDeps } from '../../deps.ts';
import { assignFeedback, closeFeedback, listFeedback, replyFeedback } from './feedback-service.ts';
import { adminCall } from './guard.ts';

/** 客服's inbox of 意见反馈 and 商务合作 (feedback-service.ts does the work). */
export function adminFeedbackRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  adminCall(r, deps, 'feedbackList', FeedbackInboxQuerySchema, ({ input, staff }) => listFeedback(db, input, staff.id));
  adminCall(r, deps, 'feedbackAssign', FeedbackAssignBodySchema, ({ input, actor }) =>
    assignFeedback(db, actor, input),
  );
  const rt = deps.accounts;
  // Read at each reply, so a provider swapped at run time (tests) is the one used.
  const out = {
    get sms() {
      return rt.sms;
    },
    get email() {
      return rt.email;
    },
    logger: deps.logger,
  };
  adminCall(r, deps, 'feedbackReply', FeedbackReplyBodySchema, ({ input, actor }) =>
    replyFeedback(db, actor, input, out),
  );
  adminCall(r, deps, 'feedbackClose', FeedbackCloseBodySchema, ({ input, actor }) => closeFeedback(db, actor, input));
  return r;
}
