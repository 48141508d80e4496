import { useEffect, useState } from 'react';
import { Descriptions, Progress, Spin, Typography } from 'antd';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { ReviewDetail } from '@aikc/shared/admin/schemas/review';
import { http } from '../../net/http.ts';

/** Labels of the import item's fields the reviewer compares (the rest of the payload is shown as is). */
export const FIELD_LABELS: Record<string, string> = {
  title: '标题',
  doc_no: '文号',
  agency: '发文机关',
  publish_date: '发布日期',
  region_code: '地区代码',
  deadline: '截止日期',
  source_url: '原文链接',
  source: '来源',
  type: '类型',
  level: '级别',
  department: '主管部门',
  apply_start: '申报开始',
  apply_end: '申报截止',
  doc_status: '文件状态',
  summary: '摘要',
  question: '问题',
  answer: '答案',
};

export function Confidence({ value }: { value?: number | null }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const pct = Math.round(value * 100);
  return (
    <Progress
      percent={pct}
      size="small"
      style={{ width: 110, margin: 0 }}
      status={pct < 60 ? 'exception' : pct < 85 ? 'normal' : 'success'}
      format={(p) => `${p}%`}
    />
  );
}

const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '' : typeof v === 'string' ? v : JSON.stringify(v);

/** The simple (text) fields of a payload, which the edit-and-approve dialog offers. */
export function textFields(d: ReviewDetail): [string, string][] {
  return (
    Object.entries(d.payload)
      // The item's kind and key are the producer's bookkeeping, not something a reviewer corrects.
      .filter(([k, v]) => typeof v === 'string' && k !== 'kind' && k !== 'source_id' && !/html|body|content/i.test(k))
      .map(([k, v]) => [k, v as string])
  );
}

/** Each extracted field with its confidence and the span of source text it was read from. */
export function ReviewFields({ id }: { id: number }) {
  const [d, setD] = useState<ReviewDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    http
      .get<ReviewDetail>(AdminPaths.reviewGet, { id })
      .then((r) => live && setD(r))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  if (!d) return <Spin size="small" />;
  const spans = new Map(d.spans.map((s) => [s.field, s]));
  const keys = [...new Set([...d.spans.map((s) => s.field), ...textFields(d).map(([k]) => k)])];
  return (
    <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
      {keys.map((k) => {
        const span = spans.get(k);
        return (
          <Descriptions.Item key={k} label={FIELD_LABELS[k] ?? k}>
            <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <div style={{ flex: 1 }}>
                {shown(d.payload[k]) || <Typography.Text type="secondary">（空）</Typography.Text>}
              </div>
              {span && <Confidence value={span.confidence} />}
            </div>
            {span && <div className="source-span">原文：{span.text}</div>}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
