import fs from 'node:fs';
import path from 'node:path';
import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatMessagesResult, ChatReportJob } from '@aikc/shared/schemas/chat';
import { PdfRenderer } from '../../api/src/modules/pdf/renderer.ts';
import { retrievalProvider } from '../../api/src/modules/chat/providers/retrieval-provider.ts';
import { setChatProvider } from '../../api/src/modules/chat/runtime.ts';
import { buildUser } from '../../api/test-kit/builders.ts';
import { buildCompany, buildProject, financialYear } from '../../api/test-kit/content-builders.ts';
import type { TestApi } from '../../api/test-kit/harness.ts';
import { ROOT } from '../src/stack.ts';

/**
 * The PDF part of `npm run bench -- --chat`: the edge serves the built client (client/dist) and the API (in the
 * bench process) prints reports through its renderer (Chromium; 2 at once, the rest queued). One qypj and one
 * zcpp report alone (the first starts the browser), then a burst at once: per report the render time
 * (rendering → done) and the time including the queue.
 */
const now = () => performance.timeOrigin + performance.now();
function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Starts a report job and polls it every 50 ms: the time to done, and from its first 'rendering' to done. */
async function timedReport(
  api: TestApi,
  token: string,
  messageId: number,
): Promise<{ total: number; render: number; stage: string; message: string }> {
  const t0 = now();
  let j = (await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token })).body.data;
  let renderFrom = j.stage === 'rendering' ? now() : NaN;
  while (j.stage !== 'done' && j.stage !== 'failed') {
    await new Promise((r) => setTimeout(r, 50));
    j = (await api.call<ChatReportJob>(ChatApi.reportJob, { job_id: j.job_id }, { token, method: 'GET' })).body.data;
    if (Number.isNaN(renderFrom) && j.stage !== 'queued') renderFrom = now();
  }
  const end = now();
  return {
    total: end - t0,
    render: end - (Number.isNaN(renderFrom) ? t0 : renderFrom),
    stage: j.stage,
    message: j.message,
  };
}

export async function pdfBench(api: TestApi): Promise<void> {
  if (!new PdfRenderer().available || !fs.existsSync(path.join(ROOT, 'client/dist/index.html'))) {
    process.stdout.write(
      'PDF: skipped (needs Chromium at /usr/bin/chromium and the built client: npm run build -w @aikc/client)\n',
    );
    return;
  }
  setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
  const companyId = await buildCompany(api.deps.db, {
    name: '苏州基准测试科技有限公司',
    invention_patents: 4,
    utility_patents: 6,
    tags: [{ tag: '高新技术企业', granted_date: '2024-12-01' }],
    financials: [financialYear(2023, 8000), financialYear(2024, 10000), financialYear(2025, 12500)],
  });
  for (let i = 0; i < 8; i++)
    await buildProject(api.deps.db, {
      title: `全国科技型中小企业研发补助项目${i + 1}`,
      province_code: '',
      support_max: 50 + i * 10,
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
    });
  // 6 users with a qypj and a zcpp answer each (a user may have 2 report jobs at once).
  const answers: { token: string; messageId: number; mode: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const u = await buildUser(api.deps.db.db, { vip_level: 'svip' });
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    for (const mode of ['qypj', 'zcpp'] as const) {
      const r = await api.call<{ session: { id: number }; answer: { id: number } }>(
        ChatApi.ask,
        { mode, question: '请生成评价与匹配分析', company_id: companyId },
        { token: u.token },
      );
      for (let k = 0; k < 100; k++) {
        const m = await api.call<ChatMessagesResult>(
          ChatApi.messages,
          { session_id: r.body.data.session.id },
          { token: u.token, method: 'GET' },
        );
        if (m.body.data.list.some((x) => x.id === r.body.data.answer.id && x.status === 'done')) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      answers.push({ token: u.token, messageId: r.body.data.answer.id, mode });
    }
  }
  const alone: string[] = [];
  for (const a of answers.slice(0, 2)) {
    const t = await timedReport(api, a.token, a.messageId);
    alone.push(`${a.mode} ${(t.total / 1000).toFixed(2)} s${t.stage === 'failed' ? ` (failed: ${t.message})` : ''}`);
  }
  const warm = answers[2] as { token: string; messageId: number };
  const again = await timedReport(api, warm.token, warm.messageId);
  process.stdout.write(
    `PDF one at a time: ${alone.join(', ')} (the first includes Chromium's start), then qypj again warm ${(again.total / 1000).toFixed(2)} s (render ${(again.render / 1000).toFixed(2)} s)\n`,
  );
  const burst = answers.slice(3);
  const t0 = now();
  const results = await Promise.all(burst.map((a) => timedReport(api, a.token, a.messageId)));
  const wall = now() - t0;
  const render = results.map((r) => r.render).sort((a, b) => a - b);
  const total = results.map((r) => r.total).sort((a, b) => a - b);
  const failed = results.filter((r) => r.stage === 'failed');
  process.stdout.write(
    `PDF burst of ${burst.length} at once (renderer runs 2, queues the rest): render per report p50 ${(pct(render, 50) / 1000).toFixed(2)} s, max ${((render.at(-1) ?? NaN) / 1000).toFixed(2)} s; ` +
      `with the queue p50 ${(pct(total, 50) / 1000).toFixed(2)} s, max ${((total.at(-1) ?? NaN) / 1000).toFixed(2)} s; all done in ${(wall / 1000).toFixed(2)} s${failed.length ? `; ${failed.length} failed (${failed[0]?.message})` : ''}\n`,
  );
}
