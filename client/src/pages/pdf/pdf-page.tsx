import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { chatReport } from '@aikc/shared/chat-modes';
import { PDF_PAGES, type PdfPage } from '@aikc/shared/routes';
import { chatReportDataQuery } from '../../features/chat/api/chat-api.ts';
import { PART_COMPONENTS, PARTS_WITH_CHART } from '../../features/chat/report/report-parts.tsx';
import '../../features/chat/chat.css';
import { ApiError } from '../../lib/http.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type PdfWindow = Window & { __PDF_READY__?: boolean; __PDF_ERROR__?: string };

const TITLES: Record<PdfPage, string> = {
  qypj: '企业评价报告',
  zcpp: '政策匹配报告',
  qypjCover: '企业评价报告封面',
  zcppCover: '政策匹配报告封面',
  zcppPdfQypj: '政策匹配报告（企业评价）',
  zcppBackCover: '政策匹配报告封底',
};

/**
 * /hideHt/pdf/{qypjCover,qypj,zcppCover,zcpp,zcppPdfQypj,zcppBackCover}?rt=: the parts of the chat reports,
 * opened only by the server's renderer with a short-lived render token of one answer (no session). Alone,
 * a page lays out its own part; with `all=1` (how the renderer opens a report's first page) it lays out
 * every part of that report in order, each from a new page. It sets `window.__PDF_READY__` once the data
 * and every chart are drawn, or `__PDF_ERROR__` with the reason.
 */
export function PdfRenderPage() {
  const segment = useLocation().pathname.split('/')[3] ?? '';
  const kind: PdfPage = PDF_PAGES.find((p) => p === segment) ?? 'qypj';
  const [params] = useSearchParams();
  const rt = params.get('rt') ?? '';
  const all = params.get('all') === '1';
  useDocumentTitle(TITLES[kind]);
  const q = useQuery({ ...chatReportDataQuery(rt), enabled: rt.length > 0 });
  const data = q.data;
  const pages: readonly PdfPage[] = data ? chatReport(data.mode).pages : [];
  const parts: readonly PdfPage[] = data ? (all ? pages : [kind]) : [];
  const wrong = data !== undefined && !pages.includes(kind);
  const charts = parts.filter((p) => PARTS_WITH_CHART.has(p)).length;
  // Per part: ECharts says 'finished' again after any later redraw, which must not count twice.
  const drawn = useRef(new Set<PdfPage>());

  const finish = useCallback((error?: string) => {
    const w = window as PdfWindow;
    if (w.__PDF_READY__) return;
    if (error) w.__PDF_ERROR__ = error;
    w.__PDF_READY__ = true;
  }, []);
  const onChart = useCallback(
    (part: PdfPage) => {
      drawn.current.add(part);
      if (drawn.current.size >= charts) finish();
    },
    [charts, finish],
  );

  useEffect(() => {
    if (!rt) finish('报告链接已失效');
    else if (q.isError) finish(q.error instanceof ApiError ? q.error.message : '报告数据读取失败');
    else if (wrong) finish('报告链接与页面不符');
    else if (data && charts === 0) finish();
  }, [rt, q.isError, q.error, wrong, data, charts, finish]);

  if (!data || wrong) return <div className="report">{q.isError || wrong || !rt ? '报告链接已失效' : null}</div>;
  return (
    <div className="report" data-testid="report" data-mode={data.mode}>
      {parts.map((p) => {
        const Part = PART_COMPONENTS[p];
        return <Part key={p} data={data} onChart={() => onChart(p)} />;
      })}
    </div>
  );
}
