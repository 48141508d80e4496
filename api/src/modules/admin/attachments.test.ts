import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import type { AdminAttachment } from '@aikc/shared/admin/schemas/attachments';
import type { ContentDetail } from '@aikc/shared/admin/schemas/content';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildPolicy } from '../../../test-kit/content-builders.ts';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPdf } from '../../../test-kit/office-files.ts';

/** A policy's attachment files in the editor: uploaded, typed from their bytes, served by the portal, removed. */
describeEachDb('admin policy attachments', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  let support: TestStaff;
  let user: { token: string };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    editor = await buildStaff(api, 'editor');
    support = await buildStaff(api, 'support');
    user = await buildUser(api.deps.db.db);
  });
  afterAll(() => api.close());

  const upload = async (token: string, policyId: number | string, bytes: Buffer, filename: string, name?: string) => {
    const form = new FormData();
    form.append('policy_id', String(policyId));
    if (name) form.append('name', name);
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const res = await fetch(`${api.baseUrl}${ADMIN_CALLS.attachmentUpload.path}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: AdminAttachment } };
  };
  const rowsOf = (policyId: number) =>
    api.deps.db.db.selectFrom('policy_attachments').selectAll().where('policy_id', '=', policyId).execute();
  const attachmentAudits = async (policyId: number) =>
    (await auditOf(api, 'policy', policyId)).filter((a) => a.action.startsWith('attachment.'));

  it('an uploaded PDF is listed by the portal and downloaded as the same bytes; removal is audited', async () => {
    const policyId = await buildPolicy(api.deps, { title: '关于附件上传的测试政策（演示）' });
    const pdf = buildPdf(`Demo upload for policy ${policyId}`);
    const up = await upload(editor.token, policyId, pdf, 'guide.pdf', '申报指南（演示）');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      name: '申报指南（演示）.pdf',
      file_type: 'pdf',
      size_bytes: pdf.length,
      held: true,
    });
    expect(up.body.data.text_chars).toBeGreaterThan(0);
    const [row] = await rowsOf(policyId);
    expect(row?.text_content).toContain(`Demo upload for policy ${policyId}`);

    const detail = await api.call<PolicyDetail>(PolicyApi.detail, { id: policyId }, { method: 'GET' });
    expect(detail.body.data.attachments).toEqual([expect.objectContaining({ id: up.body.data.id, file_type: 'pdf' })]);
    const dl = await fetch(`${api.baseUrl}${PolicyApi.attachment}?id=${up.body.data.id}`, {
      headers: { Authorization: user.token },
    });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);

    const got = await adminCall<ContentDetail>(api, 'contentGet', { kind: 'policy', id: policyId }, editor.token);
    expect(got.body.data.attachments?.map((a) => a.id)).toEqual([up.body.data.id]);
    expect(await attachmentAudits(policyId)).toEqual([
      expect.objectContaining({ action: 'attachment.add', staff_id: editor.id, before: null }),
    ]);

    const removed = await adminCall(api, 'attachmentRemove', { id: up.body.data.id }, editor.token);
    expect(removed.body.code).toBe(200);
    expect(await rowsOf(policyId)).toEqual([]);
    const again = await adminCall(api, 'attachmentRemove', { id: up.body.data.id }, editor.token);
    expect(again.body).toMatchObject({ code: 404, msg: '附件不存在或已删除' });
    const audits = await attachmentAudits(policyId);
    expect(audits.map((a) => a.action)).toEqual(['attachment.add', 'attachment.remove']);
    expect(audits[1]?.before).toMatchObject({ attachment_id: up.body.data.id, name: '申报指南（演示）.pdf' });
    const after = await api.call<PolicyDetail>(PolicyApi.detail, { id: policyId }, { method: 'GET' });
    expect(after.body.data.attachments).toEqual([]);
  });

  it('refuses a program renamed .pdf, a type mismatch, an unknown type, an oversized file and bad fields', async () => {
    const policyId = await buildPolicy(api.deps, { title: '关于附件校验的测试政策（演示）' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0)]);
    const cases: [Buffer, string, string | number, RegExp][] = [
      [exe, 'notice.pdf', policyId, /附件类型不在收录范围：文件名为pdf文件，内容为exe/u],
      [buildPdf('a pdf named docx'), 'form.docx', policyId, /内容为pdf文件/u],
      [Buffer.from('<html><body>not found</body></html>'), 'page.pdf', policyId, /内容为网页/u],
      [buildPdf('x'), 'run.exe', policyId, /仅支持上传pdf、doc、docx、xls、xlsx、wps、zip格式的附件/u],
      [buildPdf('x'), 'a.pdf', 'abc', /请指定附件所属的政策/u],
      [buildPdf('x'), 'a.pdf', 99_999_999, /政策不存在/u],
    ];
    for (const [bytes, filename, target, msg] of cases) {
      const res = await upload(editor.token, target, bytes, filename);
      expect(res.status, filename).toBeLessThan(500);
      expect(res.body.code, filename).not.toBe(200);
      expect(res.body.msg, filename).toMatch(msg);
    }
    const big = Buffer.concat([buildPdf('big'), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(editor.token, policyId, big, 'big.pdf');
    expect(tooBig.body).toMatchObject({ code: 413, msg: '附件不能超过20MB' });
    expect(await rowsOf(policyId)).toEqual([]);
    expect(await attachmentAudits(policyId)).toEqual([]);
  });

  it('客服 may neither upload nor remove (403, nothing written)', async () => {
    const policyId = await buildPolicy(api.deps, { title: '关于附件权限的测试政策（演示）' });
    const denied = await upload(support.token, policyId, buildPdf('denied'), 'a.pdf');
    expect(denied.body).toMatchObject({ code: 403, msg: '无权限执行此操作' });
    expect(await rowsOf(policyId)).toEqual([]);
    const ok = await upload(editor.token, policyId, buildPdf('kept'), 'kept.pdf');
    const refused = await adminCall(api, 'attachmentRemove', { id: ok.body.data.id }, support.token);
    expect(refused.body.code).toBe(403);
    expect((await rowsOf(policyId)).length).toBe(1);
    expect((await attachmentAudits(policyId)).length).toBe(1);
  });
});
