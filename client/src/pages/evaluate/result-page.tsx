import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { KIND_TITLES } from '@aikc/shared/rules/rule-sets';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { resultQuery } from '../../features/assessment/api/assessment.ts';
import { EvaluateFiles } from '../../features/assessment/evaluate-files.tsx';
import { ResultBody } from '../../features/assessment/result-summary.tsx';
import { PdfButton } from '../../features/assessment/pdf-button.tsx';
import { InvalidLinkPage } from '../errors/invalid-link-page.tsx';
import { parseHtmlId } from '../route-params.ts';

/** A result page: the owner's result; any other id (someone else's, missing) gets the invalid-link page. */
export function AssessmentResultPage() {
  const id = parseHtmlId(useParams().file);
  const q = useQuery({ ...resultQuery(id ?? 0), enabled: id !== null });
  if (id === null || q.isError) return <InvalidLinkPage />;
  const d = q.data;
  const again = d?.kind === 'gaoxin' ? '/evaluate/gaoxin' : `/evaluate/zhuanjing/${d?.kind ?? ''}`;
  return (
    <PageFrame
      title="测评结果"
      crumbs={[{ title: '企业自评' }, ...(d ? [{ title: `${KIND_TITLES[d.kind]}自评`, to: again }] : [])]}
      extra={
        d ? (
          <>
            <PdfButton assessmentId={d.id} />
            <Button href={`${again}?from=${d.id}`} style={{ marginLeft: 8 }}>
              重新测评
            </Button>
          </>
        ) : null
      }
    >
      {!d ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <ResultBody detail={d} />
          <h3 style={{ fontSize: 16, margin: '24px 0 12px', borderLeft: '3px solid #1f5fbf', paddingLeft: 8 }}>
            佐证材料
          </h3>
          <EvaluateFiles assessmentId={d.id} files={d.files} />
        </>
      )}
    </PageFrame>
  );
}
