import { afterAll, beforeAll, expect, it } from 'vitest';
import { MemberApi, PayNotifyApi, PolicyApi, UserApi } from '@aikc/shared/api-paths';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { Figures, AuditRow } from '@aikc/shared/admin/schemas/ops';
import type { OrderView } from '@aikc/shared/schemas/membership';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import type { DevPaySimulator } from '../payment/dev-simulator.ts';

describeEachDb('admin writes', (dialect) => {
  let api: TestApi;
  const staff: Record<string, TestStaff> = {};
  beforeAll(async () => {
    api = await startTestApi(dialect, { DATA_DIR: `/tmp/aikc-admin-${process.pid}-${dialect}` });
    for (const role of ['super', 'support', 'ops', 'finance'] as const) staff[role] = await buildStaff(api, role);
  });
  afterAll(() => api.close());
  const db = () => api.deps.db.db;

  it('disabling a user stops their token at once; enabling and a membership grant (with its reason) each leave one audit entry', async () => {
    const u = await buildUser(db());
    expect((await api.call(UserApi.userInfo, {}, { token: u.token })).status).toBe(200);
    const noReason = await adminCall(api, 'userDisable', { id: u.id }, staff.support!.token);
    expect(noReason.status).toBe(400);
    expect(
      (await adminCall(api, 'userDisable', { id: u.id, reason: '批量注册，暂停使用' }, staff.support!.token)).status,
    ).toBe(200);
    expect((await api.call(UserApi.userInfo, {}, { token: u.token })).status).toBe(401);
    expect((await adminCall(api, 'userEnable', { id: u.id }, staff.support!.token)).status).toBe(200);
    expect((await api.call(UserApi.userInfo, {}, { token: u.token })).status).toBe(200);
    // 客服 may not grant membership; 运营 may, with a reason.
    expect(
      (
        await adminCall(
          api,
          'userGrantMembership',
          { id: u.id, level: 'vip', months: 3, reason: '活动奖励' },
          staff.support!.token,
        )
      ).status,
    ).toBe(403);
    const granted = await adminCall<{ vip_level: string }>(
      api,
      'userGrantMembership',
      { id: u.id, level: 'vip', months: 3, reason: '活动奖励' },
      staff.ops!.token,
    );
    expect(granted.body.data.vip_level).toBe('vip');
    const audit = await auditOf(api, 'user', u.id);
    expect(audit.map((a) => a.action)).toEqual(['user.disable', 'user.enable', 'membership.grant']);
    expect(audit[0]).toMatchObject({ before: { status: 1 }, after: { status: 0, reason: '批量注册，暂停使用' } });
    expect(audit[2]!.before).toMatchObject({ vip_level: 'normal' });
    expect(audit[2]!.after).toMatchObject({ vip_level: 'vip', reason: '活动奖励' });
    const found = await adminCall<AdminList<{ id: number }>>(
      api,
      'userList',
      { q: u.mobile.slice(-6) },
      staff.support!.token,
    );
    expect(found.body.data.items.map((i) => i.id)).toContain(u.id);
  });

  it("a reply reaches the member's messages and badge; assign and close are audited once each", async () => {
    const u = await buildUser(db());
    await api.call(UserApi.feedback, { type: 'data', content: '某政策发文日期有误', contact: '' }, { token: u.token });
    const fb = await db().selectFrom('feedbacks').select('id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const badge = async () =>
      (await api.call<{ total: number }>(UserApi.messageCount, {}, { token: u.token })).body.data.total;
    const before = await badge();
    expect(
      (await adminCall(api, 'feedbackAssign', { id: fb.id, staff_id: staff.support!.id }, staff.support!.token)).status,
    ).toBe(200);
    expect(
      (await adminCall(api, 'feedbackReply', { id: fb.id, reply: '已核实并更正，感谢反馈' }, staff.support!.token))
        .status,
    ).toBe(200);
    expect(await badge()).toBe(before + 1);
    const list = await adminCall<AdminList<{ id: number; status: string }>>(
      api,
      'feedbackList',
      { status: '已回复' },
      staff.support!.token,
    );
    expect(list.body.data.items.find((i) => i.id === fb.id)?.status).toBe('已回复');
    expect((await adminCall(api, 'feedbackClose', { id: fb.id }, staff.support!.token)).status).toBe(200);
    const audit = await auditOf(api, 'feedback', fb.id);
    expect(audit.map((a) => a.action)).toEqual(['feedback.assign', 'feedback.reply', 'feedback.close']);
    expect(audit[1]).toMatchObject({
      before: { inbox_status: '处理中', reply: null },
      after: { inbox_status: '已回复', reply: '已核实并更正，感谢反馈' },
    });
  });

  it('an invoice issued with its number and PDF shows in the member’s centre and downloads; a second decision is refused', async () => {
    const sim = api.deps.payments.simulator as DevPaySimulator;
    const u = await buildUser(db());
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    const n = sim.alipayNotification(o.order_no, o.amount_fen);
    await fetch(`${api.baseUrl}${PayNotifyApi.alipay}`, { method: 'POST', headers: n.headers, body: n.body });
    const applied = await api.call(
      MemberApi.applyInvoice,
      { order_no: o.order_no, title_type: 'personal', title: '张三', email: 'a@example.com' },
      { token: u.token },
    );
    expect(applied.status).toBe(200);
    const inv = await db().selectFrom('invoices').select('id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'invoice.pdf');
    const up = await fetch(`${api.baseUrl}${ADMIN_CALLS.invoiceUpload.path}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${staff.finance!.token}` },
    });
    const upBody = (await up.json()) as { data: { file: string } };
    expect(upBody.data.file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const issued = await adminCall(
      api,
      'invoiceIssue',
      { id: inv.id, invoice_no: '12345678901234567890', file: upBody.data.file },
      staff.finance!.token,
    );
    expect(issued.status).toBe(200);
    expect(
      (await adminCall(api, 'invoiceReject', { id: inv.id, reason: '抬头有误' }, staff.finance!.token)).status,
    ).toBe(409);
    const view = (await api.call<OrderView>(MemberApi.orderDetail, { order_no: o.order_no }, { token: u.token })).body
      .data;
    expect(view.invoice).toMatchObject({ status: 'issued', invoice_no: '12345678901234567890' });
    const file = await fetch(`${api.baseUrl}${view.invoice!.pdf_url}`, { headers: { Authorization: u.token } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    const other = await buildUser(db());
    expect(
      (await fetch(`${api.baseUrl}${view.invoice!.pdf_url}`, { headers: { Authorization: other.token } })).status,
    ).toBe(404);
    expect((await auditOf(api, 'invoice', inv.id)).map((a) => a.action)).toEqual(['invoice.issue']);
  });

  it('figures count searches and zero-result queries per day; the audit log lists and exports for super only', async () => {
    await api.call(PolicyApi.list, { keyword: '量子通信演示词' });
    await new Promise((r) => setTimeout(r, 100));
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const f = await adminCall<Figures>(api, 'figures', { from: today, to: today }, staff.ops!.token);
    expect(f.status).toBe(200);
    expect(f.body.data.daily).toHaveLength(1);
    expect(f.body.data.daily[0]!.searches).toBeGreaterThanOrEqual(1);
    expect(f.body.data.zero_result_queries.map((q) => q.query)).toContain('量子通信演示词');
    expect(f.body.data.daily[0]!.registrations).toBeGreaterThanOrEqual(3);
    const csv = await fetch(
      `${api.baseUrl}${ADMIN_CALLS.figuresCsv.path}?from=${today}&to=${today}&table=zero_result_queries`,
      {
        headers: { Authorization: `Bearer ${staff.ops!.token}` },
      },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toContain('量子通信演示词');

    const list = await adminCall<AdminList<AuditRow>>(api, 'auditList', { entity: 'user' }, staff.super!.token);
    expect(list.body.data.total).toBeGreaterThanOrEqual(3);
    expect((await adminCall(api, 'auditList', {}, staff.ops!.token)).status).toBe(403);
    const exp = await fetch(`${api.baseUrl}${ADMIN_CALLS.auditExport.path}?entity=feedback`, {
      headers: { Authorization: `Bearer ${staff.super!.token}` },
    });
    const bytes = Buffer.from(await exp.arrayBuffer());
    // UTF-8 with a BOM, so a spreadsheet reads the Chinese.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('编号,时间,人员')).toBe(true);
    expect(text).toContain('feedback.reply');
  });
});
