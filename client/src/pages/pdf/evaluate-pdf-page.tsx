import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { EvaluateApi } from '@aikc/shared/api-paths';
import type { AssessmentDetail } from '@aikc/shared/schemas/assessment';
import { httpGet } from '../../lib/http.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResultBody } from '../../features/assessment/result-summary.tsx';
import '../../features/assessment/assessment.css';

type PdfWindow = Window & { __PDF_READY__?: boolean; __PDF_ERROR__?: string };

/**
 * /hideHt/pdf/evaluate/:id?rt=: an assessment result laid out for A4, opened only by the server's renderer with
 * a short-lived render token. It sets `window.__PDF_READY__` once the data and the chart are drawn.
 */
export function EvaluatePdfPage() {
  useDocumentTitle('测评报告');
  const id = Number(useParams().id);
  const rt = useSearchParams()[0].get('rt') ?? '';
  const q = useQuery({
    queryKey: ['pdf', 'evaluate', id, rt],
    queryFn: () => httpGet<AssessmentDetail>(EvaluateApi.renderData, { id, rt }, { silent: true }),
    retry: false,
  });
  const ready = useCallback(() => {
    (window as PdfWindow).__PDF_READY__ = true;
  }, []);
  useEffect(() => {
    if (q.isError) {
      (window as PdfWindow).__PDF_ERROR__ = '报告链接已失效';
      ready();
    } else if (q.data && q.data.result.parts.length === 0) ready();
  }, [q.isError, q.data, ready]);
  return <div className="assessment-pdf">{q.data ? <ResultBody detail={q.data} onChartRendered={ready} /> : null}</div>;
}
