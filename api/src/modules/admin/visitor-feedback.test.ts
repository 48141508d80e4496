import { afterAll, beforeAll, expect, it } from 'vitest';
import { FeedbackApi } from '@aikc/shared/api-paths';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { FeedbackInboxRow, FeedbackReplyResult } from '@aikc/shared/admin/schemas/feedback';
import { VISITOR_CONTACT_MESSAGE } from '@aikc/shared/schemas/feedback';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { call, passCaptcha } from '../login/test-kit.ts';

describeEachDb('visitor feedback and replies by SMS or email', (dialect) => {
  let api: TestApi;
  let support: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    support = await buildStaff(api, 'support');
  });
  afterAll(() => api.close());
  const db = () => api.deps.db.db;
  const count = async (table: 'feedbacks' | 'sms_outbox' | 'email_outbox' | 'feedback_deliveries') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Limits may live in a shared Redis across runs: each run uses its own addresses.
  const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const send = async (body: Record<string, unknown>, host: number) => {
    const ip = `${net}.${host}`;
    return call<{ id: number }>(
      api,
      FeedbackApi.visitor,
      { ...body, captchaVerification: await passCaptcha(api, ip) },
      { ip },
    );
  };

  it('refuses a bad or missing contact and an unsolved captcha in Chinese, and stores nothing', async () => {
    const before = await count('feedbacks');
    for (const contact of ['', '12345', 'not-an-email', '微信 abc123']) {
      const r = await send({ type: 'cooperation', content: '希望洽谈数据合作', contact }, 1);
      expect([r.status, r.body.msg]).toEqual([400, VISITOR_CONTACT_MESSAGE]);
    }
    const noCaptcha = await call(api, FeedbackApi.visitor, {
      type: 'cooperation',
      content: '希望洽谈数据合作',
      contact: '13800138000',
      captchaVerification: 'forged',
    });
    expect([noCaptcha.status, noCaptcha.body.msg]).toEqual([400, '请先完成滑块验证']);
    expect(await count('feedbacks')).toBe(before);
  });

  it('a reply to a visitor makes one delivery to the contact (SMS or email) and one audit row; the inbox shows it', async () => {
    const sms = await send({ type: 'cooperation', content: '希望洽谈园区政策数据合作', contact: '13800138123' }, 2);
    expect(sms.status).toBe(200);
    const mail = await send({ type: 'feedback', content: '建议增加导出功能', contact: 'li@example.com' }, 3);
    const [smsBefore, mailBefore] = [await count('sms_outbox'), await count('email_outbox')];

    const r1 = await adminCall<FeedbackReplyResult>(
      api,
      'feedbackReply',
      { id: sms.body.data.id, reply: '您好，商务同事将于一个工作日内与您联系' },
      support.token,
    );
    expect(r1.body.data).toEqual({ channel: 'sms', delivery: 'sent' });
    const r2 = await adminCall<FeedbackReplyResult>(
      api,
      'feedbackReply',
      { id: mail.body.data.id, reply: '感谢建议，导出功能已在规划中' },
      support.token,
    );
    expect(r2.body.data).toEqual({ channel: 'email', delivery: 'sent' });

    const smsRows = await db().selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(await count('sms_outbox')).toBe(smsBefore + 1);
    expect(smsRows[0]).toMatchObject({ mobile: '13800138123', purpose: 'notice' });
    expect(smsRows[0]!.content).toContain('商务同事将于一个工作日内与您联系');
    const mailRows = await db().selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(await count('email_outbox')).toBe(mailBefore + 1);
    expect(mailRows[0]!.to_address).toBe('li@example.com');
    expect(mailRows[0]!.content).toContain('导出功能已在规划中');

    const deliveries = await db()
      .selectFrom('feedback_deliveries')
      .selectAll()
      .where('feedback_id', '=', sms.body.data.id)
      .execute();
    expect(deliveries.map((d) => [d.channel, d.address, d.status])).toEqual([['sms', '13800138123', 'sent']]);
    const audit = await auditOf(api, 'feedback', sms.body.data.id);
    expect(audit.map((a) => a.action)).toEqual(['feedback.reply']);
    expect(audit[0]!.after).toMatchObject({ inbox_status: '已回复', channel: 'sms' });

    const inbox = await adminCall<AdminList<FeedbackInboxRow>>(
      api,
      'feedbackList',
      { type: 'cooperation', pageSize: 200 },
      support.token,
    );
    expect(inbox.body.data.items.find((i) => i.id === sms.body.data.id)).toMatchObject({
      visitor: true,
      channel: 'sms',
      delivery: 'sent',
      status: '已回复',
      user_id: null,
    });
  });

  it('a provider that fails leaves the reply standing and the delivery marked failed', async () => {
    const f = await send({ type: 'cooperation', content: '咨询开放接口套餐', contact: '13800138777' }, 4);
    const rt = api.deps.accounts;
    const real = rt.sms;
    rt.sms = { name: 'dev', send: () => Promise.resolve(), notify: () => Promise.reject(new Error('gateway down')) };
    try {
      const r = await adminCall<FeedbackReplyResult>(
        api,
        'feedbackReply',
        { id: f.body.data.id, reply: '您好，套餐说明已整理' },
        support.token,
      );
      expect(r.body.data).toEqual({ channel: 'sms', delivery: 'failed' });
    } finally {
      rt.sms = real;
    }
    const d = await db()
      .selectFrom('feedback_deliveries')
      .selectAll()
      .where('feedback_id', '=', f.body.data.id)
      .executeTakeFirstOrThrow();
    expect([d.status, d.error]).toEqual(['failed', 'gateway down']);
  });

  it('limits a visitor’s messages per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send({ type: 'feedback', content: `第${i}条`, contact: '13800138999' }, 9)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
