import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi, UserApi } from '@aikc/shared/api-paths';
import { allowanceOf } from '@aikc/shared/rights';
import type { MyRightsResult, RightStatus } from '@aikc/shared/schemas/membership';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildPolicy } from '../../../test-kit/content-builders.ts';
import { consumeRight, RightsExhaustedError } from './guard.ts';

describeEachDb('rights guard', (dialect) => {
  let api: TestApi;
  let attachmentId = 0;
  const normalDownloads = allowanceOf('normal', 'download') as number;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const policyId = await buildPolicy(api.deps, {
      title: '权益测试政策',
      attachments: [{ name: '申报指南.pdf', file_type: 'pdf', size_bytes: 100 }],
    });
    attachmentId = (
      await api.deps.db.db
        .selectFrom('policy_attachments')
        .select('id')
        .where('policy_id', '=', policyId)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => api.close());

  const download = (token: string) =>
    fetch(`${api.baseUrl}${PolicyApi.attachment}?id=${attachmentId}`, { headers: { Authorization: token } });

  it('20 downloads at once for the last unit: exactly one succeeds, the rest are refused with the upgrade path', async () => {
    const u = await buildUser(api.deps.db.db);
    for (let i = 0; i < normalDownloads - 1; i++) expect((await download(u.token)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => download(u.token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    const body = (await refused[0]?.json()) as {
      code: number;
      msg: string;
      data: { right: string; remaining: number; upgrade_url: string };
    };
    expect(body.code).toBe(403);
    expect(body.msg).toContain('政策附件下载');
    expect(body.data).toEqual({ right: 'download', remaining: 0, upgrade_url: '/vip/pay_page' });
    const downloads = await api.deps.db.db
      .selectFrom('user_downloads')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(downloads).toHaveLength(normalDownloads);
    const count = await api.call<RightStatus>(UserApi.isHaveRightsCount, { right: 'download' }, { token: u.token });
    expect(count.body.data).toMatchObject({
      key: 'download',
      limit: normalDownloads,
      used: normalDownloads,
      remaining: 0,
    });
  });

  it('20 guard calls in separate transactions for the last unit: one commits', async () => {
    const u = await buildUser(api.deps.db.db);
    const { db } = api.deps.db;
    const limit = allowanceOf('normal', 'report') as number;
    for (let i = 0; i < limit - 1; i++) await db.transaction().execute((trx) => consumeRight(trx, u.id, 'report'));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.transaction().execute((trx) => consumeRight(trx, u.id, 'report'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof RightsExhaustedError),
    ).toBe(true);
  });

  it('a spend rolls back with the work it paid for', async () => {
    const u = await buildUser(api.deps.db.db);
    await expect(
      api.deps.db.db.transaction().execute(async (trx) => {
        await consumeRight(trx, u.id, 'assessment');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const mine = await api.call<MyRightsResult>(UserApi.isHaveRightsCount, { right: 'assessment' }, { token: u.token });
    expect(mine.body.data).toMatchObject({ used: 0 });
  });

  it('a right a level does not have is refused at once; an unlimited one is counted but never refused', async () => {
    const u = await buildUser(api.deps.db.db);
    await expect(
      api.deps.db.db.transaction().execute((trx) => consumeRight(trx, u.id, 'open_api')),
    ).rejects.toBeInstanceOf(RightsExhaustedError);
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_level: 'svip', vip_end_time: Date.now() + 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    for (let i = 0; i < 5; i++)
      await api.deps.db.db.transaction().execute((trx) => consumeRight(trx, u.id, 'download'));
    const r = await api.call<RightStatus>(UserApi.isHaveRightsCount, { right: 'download' }, { token: u.token });
    expect(r.body.data).toMatchObject({ limit: null, remaining: null, used: 5 });
    expect((await api.call(UserApi.isHaveRightsCount, { right: 'nonsense' }, { token: u.token })).body.code).toBe(400);
  });
});
