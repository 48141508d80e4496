import { Router } from 'express';
import { UserApi } from '@aikc/shared/api-paths';
import { MessageCountSchema, MessageListsQuerySchema, ReadMessageBodySchema } from '@aikc/shared/schemas/message';
import { EmptyBodySchema } from '@aikc/shared/schemas/common';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { presentMessage } from './presenter.ts';
import { listMessages, markAllRead, markRead, unreadCount } from './service.ts';

export function messageRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  defineCall(r, deps, UserApi.messageCount, { input: MessageCountSchema, auth: 'user' }, async ({ user }) => ({
    total: await unreadCount(db, user.id),
  }));

  defineCall(
    r,
    deps,
    UserApi.messageLists,
    { input: MessageListsQuerySchema, auth: 'user' },
    async ({ input, user }) => {
      const page = await listMessages(db, user.id, {
        page: input.page,
        pageSize: input.page_size,
        isRead: input.is_read,
      });
      return { ...page, list: page.list.map(presentMessage) };
    },
  );

  defineCall(
    r,
    deps,
    UserApi.readMessage,
    { input: ReadMessageBodySchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      if (!(await markRead(db, user.id, input.id))) throw notFound('消息不存在');
      return null;
    },
  );

  defineCall(
    r,
    deps,
    UserApi.readAllMessage,
    { input: EmptyBodySchema, auth: 'user', methods: ['POST'] },
    async ({ user }) => ({
      updated: await markAllRead(db, user.id),
    }),
  );

  return r;
}
