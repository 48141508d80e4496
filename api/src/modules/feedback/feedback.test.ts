import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { FeedbackApi, UserApi } from '@aikc/shared/api-paths';
import type { FeedbackItem } from '@aikc/shared/schemas/feedback';
import type { UploadAvatarResult } from '@aikc/shared/schemas/user';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

describeEachDb('feedback', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { DATA_DIR: `/tmp/aikc-fb-${process.pid}-${dialect}` });
  });
  afterAll(() => api.close());

  const uploadImage = async (token: string, body: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(body)], { type }), 'shot.png');
    const res = await fetch(`${api.baseUrl}${UserApi.uploadImageWei}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: token },
    });
    return (await res.json()) as { code: number; msg: string; data: UploadAvatarResult };
  };

  it("sends feedback with up to 3 uploaded images; the list shows only the caller's, with status and reply", async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const up = await uploadImage(a.token, png);
    expect(up.code).toBe(200);
    expect(up.data.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(Buffer.from(await (await fetch(`${api.baseUrl}${up.data.url}`)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect((await uploadImage(a.token, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).code).toBe(400);

    const sent = await api.call<FeedbackItem>(
      UserApi.feedback,
      { type: 'bug', content: '政策详情页附件无法下载', contact: '13800000000', images: [up.data.url] },
      { token: a.token },
    );
    expect(sent.body.data).toMatchObject({
      type_name: '功能异常',
      status: 'pending',
      status_name: '待处理',
      images: [up.data.url],
    });
    await api.deps.db.db
      .updateTable('feedbacks')
      .set({ status: 'replied', reply: '已修复，感谢反馈', replied_at: Date.now() })
      .where('id', '=', sent.body.data.id)
      .execute();
    const list = await api.call<{ list: FeedbackItem[]; total: number }>(FeedbackApi.list, {}, { token: a.token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ status_name: '已回复', reply: '已修复，感谢反馈' });
    expect((await api.call<{ total: number }>(FeedbackApi.list, {}, { token: b.token })).body.data.total).toBe(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const a = await buildUser(api.deps.db.db);
    const long = await api.call(UserApi.feedback, { type: 'feedback', content: '长'.repeat(501) }, { token: a.token });
    expect(long.body.msg).toContain('内容不超过500字');
    const foreign = await api.call(
      UserApi.feedback,
      { type: 'feedback', content: '好', images: ['https://evil.example/x.png'] },
      { token: a.token },
    );
    expect(foreign.body.msg).toContain('图片须通过上传获得');
    const four = Array.from({ length: 4 }, (_, i) => `/uploads/images/${String(i).repeat(32)}.webp`);
    expect(
      (await api.call(UserApi.feedback, { type: 'feedback', content: '好', images: four }, { token: a.token })).body
        .msg,
    ).toContain('最多上传3张图片');
    expect((await api.call(UserApi.feedback, { type: 'x', content: '好' }, { token: a.token })).body.msg).toContain(
      '请选择反馈类型',
    );
    expect((await api.call(UserApi.feedback, { type: 'feedback', content: '好' })).body.code).toBe(401);
    expect((await api.call<{ total: number }>(FeedbackApi.list, {}, { token: a.token })).body.data.total).toBe(0);
  });
});
