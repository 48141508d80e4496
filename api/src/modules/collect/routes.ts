import { Router } from 'express';
import { UserApi } from '@aikc/shared/api-paths';
import {
  CollectListSchema,
  CollectTargetSchema,
  DelHistorySchema,
  DownloadListSchema,
  HistoryRecordSchema,
  ListLikeSchema,
} from '@aikc/shared/schemas/collect';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { presentDownload } from './download-presenter.ts';
import { presentRecords } from './presenter.ts';
import { targetExists } from './targets.ts';
import {
  addCollect,
  collectedIds,
  delCollect,
  deleteHistory,
  listCollects,
  listDownloads,
  listHistory,
  recordView,
} from './service.ts';

/** 收藏, 浏览记录 and 下载记录 of the logged-in user; nothing here reads or writes another user's rows. */
export function collectRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  defineCall(
    r,
    deps,
    UserApi.addLikeArticle,
    { input: CollectTargetSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      if (!(await targetExists(db, input.type, input.id))) throw notFound('收藏的内容不存在');
      await addCollect(db, user.id, input.type, input.id);
      return { is_collect: 1 };
    },
  );

  defineCall(
    r,
    deps,
    UserApi.delLikeArticle,
    { input: CollectTargetSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await delCollect(db, user.id, input.type, input.id);
      return { is_collect: 0 };
    },
  );

  defineCall(
    r,
    deps,
    UserApi.isCollectArticle,
    { input: CollectTargetSchema, auth: 'user' },
    async ({ input, user }) => ({
      is_collect: (await collectedIds(db, user.id, input.type, [input.id])).length > 0 ? 1 : 0,
    }),
  );

  defineCall(
    r,
    deps,
    UserApi.listLikeArticle,
    { input: ListLikeSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => ({
      type: input.type,
      ids: await collectedIds(db, user.id, input.type, input.ids),
    }),
  );

  defineCall(r, deps, UserApi.collectList, { input: CollectListSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listCollects(db, user.id, input.type, input.page, input.page_size);
    return { ...page, list: await presentRecords(db, page.list) };
  });

  defineCall(r, deps, UserApi.historyRecord, { input: HistoryRecordSchema, auth: 'user' }, async ({ input, user }) => {
    if (input.id !== undefined) {
      if (input.type === 'all') throw notFound('请指定浏览内容的类型');
      if (!(await targetExists(db, input.type, input.id))) throw notFound('浏览的内容不存在');
      await recordView(db, user.id, input.type, input.id);
      return { recorded: true };
    }
    const page = await listHistory(db, user.id, input.type, input.page, input.page_size);
    return { ...page, list: await presentRecords(db, page.list) };
  });

  defineCall(
    r,
    deps,
    UserApi.delHistoryRecord,
    { input: DelHistorySchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => ({
      deleted: await deleteHistory(db, user.id, input),
    }),
  );

  defineCall(r, deps, UserApi.downloadList, { input: DownloadListSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listDownloads(db, user.id, input.page, input.page_size);
    return { ...page, list: page.list.map(presentDownload) };
  });

  return r;
}
