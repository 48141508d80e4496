import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EvaluateApi, UserApi } from '@aikc/shared/api-paths';
import { GAOXIN_PASS_71 } from '@aikc/shared/rules/testing/cases';
import { EVALUATE_FILE_MAX_BYTES } from '@aikc/shared/schemas/assessment';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { evaluateFilesDir, uploadsDir } from './dirs.ts';
import { UPLOAD_LIMITS, UploadMessages } from './limits.ts';
import { SWEEP_GRACE_MS, sweepUploads } from './sweep.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF by its bytes, just under the 20 MB per-file limit. */
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(EVALUATE_FILE_MAX_BYTES - 1024, 0x20)]);

type Answer = { status: number; body: { code: number; msg: string; data: { url?: string } } };

describeEachDb('upload quotas, the free-space watch and the clean-up of orphaned files', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const post = async (route: string, token: string, file: Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'f.bin');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${api.baseUrl}${route}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: token },
    });
    return { status: res.status, body: await res.json() } as Answer;
  };
  const assessmentOf = async (token: string) =>
    (await api.call<{ id: number }>(EvaluateApi.submit, { kind: 'gaoxin', input: GAOXIN_PASS_71 }, { token })).body.data
      .id;

  it('a user who goes on uploading 20 MB documents is refused before 200 MB, with the limit in Chinese', async () => {
    const u = await buildUser(api.deps.db.db);
    const id = await assessmentOf(u.token);
    let stored = 0;
    let refused: Answer | null = null;
    for (let i = 0; i < 10 && !refused; i++) {
      const r = await post(UserApi.uploadEvaluateFile, u.token, BIG_PDF, {
        assessment_id: String(id),
        name: `附件${i}`,
      });
      if (r.body.code === 200) stored += BIG_PDF.length;
      else refused = r;
    }
    expect(stored).toBeLessThan(200 * 1024 * 1024);
    expect(stored).toBeLessThanOrEqual(UPLOAD_LIMITS.perMinute.bytes);
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: UploadMessages.perMinute } });
    // Another user uploads as before.
    const v = await buildUser(api.deps.db.db);
    expect((await post(UserApi.uploadAvatar, v.token, PNG)).body.code).toBe(200);
  });

  it('the rolling day and the total are limits too (earlier uploads count, deleted ones still count for the day)', async () => {
    const u = await buildUser(api.deps.db.db);
    const hourAgo = Date.now() - 3_600_000;
    const earlier = (removed: boolean) => ({
      user_id: u.id,
      area: 'image',
      stored_name: 'x.webp',
      size_bytes: UPLOAD_LIMITS.perDay.bytes / 2,
      created_at: hourAgo,
      removed_at: removed ? hourAgo : null,
    });
    await api.deps.db.db
      .insertInto('upload_ledger')
      .values([earlier(true), earlier(false)])
      .execute();
    const r = await post(UserApi.uploadAvatar, u.token, PNG);
    expect(r).toMatchObject({ status: 429, body: { msg: UploadMessages.perDay } });
    const w = await buildUser(api.deps.db.db);
    await api.deps.db.db
      .insertInto('upload_ledger')
      .values({
        ...earlier(false),
        user_id: w.id,
        size_bytes: UPLOAD_LIMITS.total.bytes,
        created_at: hourAgo - 2 * 86_400_000,
      })
      .execute();
    expect((await post(UserApi.uploadAvatar, w.token, PNG)).body.msg).toBe(UploadMessages.total);
  });

  it("a replaced avatar's file and a screenshot never sent are gone after the clean-up; files in use stay", async () => {
    const u = await buildUser(api.deps.db.db);
    const first = (await post(UserApi.uploadAvatar, u.token, PNG)).body.data.url as string;
    expect((await api.call(UserApi.modifyUserInfo, { avatar: first }, { token: u.token })).body.code).toBe(200);
    const second = (await post(UserApi.uploadAvatar, u.token, PNG)).body.data.url as string;
    expect((await api.call(UserApi.modifyUserInfo, { avatar: second }, { token: u.token })).body.code).toBe(200);
    const unsent = (await post(UserApi.uploadImageWei, u.token, PNG)).body.data.url as string;
    const onDisk = (url: string) => fs.existsSync(path.join(uploadsDir(api.deps), url.replace('/uploads/', '')));
    expect([onDisk(first), onDisk(second), onDisk(unsent)]).toEqual([true, true, true]);
    // Within the grace period nothing is touched (a form may still be open).
    await sweepUploads(api.deps);
    expect(onDisk(first)).toBe(true);
    const later = Date.now() + SWEEP_GRACE_MS + 60_000;
    const removed = await sweepUploads(api.deps, later);
    expect(removed.avatar).toBeGreaterThanOrEqual(1);
    expect([onDisk(first), onDisk(second), onDisk(unsent)]).toEqual([false, true, false]);
    expect((await fetch(`${api.baseUrl}${first}`)).status).not.toBe(200);
    expect((await fetch(`${api.baseUrl}${second}`)).status).toBe(200);
    const ledger = await api.deps.db.db
      .selectFrom('upload_ledger')
      .select(['stored_name', 'removed_at'])
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => l.removed_at !== null)).toEqual([true, false, true]);
    // A second run (or another process at once) finds nothing more to do.
    expect(await sweepUploads(api.deps, later)).toEqual({ evaluate: 0, avatar: 0, image: 0 });
    expect(fs.existsSync(evaluateFilesDir(api.deps))).toBe(true);
  });
});

describeEachDb('uploads when the data folder runs low', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    // More free space asked for than any disk has: the watch says "low".
    api = await startTestApi(dialect, { UPLOAD_MIN_FREE_MB: 1_000_000 });
  });
  afterAll(() => api.close());

  it('refuses uploads with a Chinese 503 while database writes go on', async () => {
    const u = await buildUser(api.deps.db.db);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    const res = await fetch(`${api.baseUrl}${UserApi.uploadAvatar}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: u.token },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 503, msg: UploadMessages.diskLow });
    const saved = await api.call(UserApi.modifyUserInfo, { username: '仍可保存' }, { token: u.token });
    expect(saved.body.code).toBe(200);
  });
});
