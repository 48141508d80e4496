import { useState } from 'react';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AssessmentListItem } from '@aikc/shared/schemas/assessment';
import { assessmentListQuery } from '../../features/assessment/api/assessment.ts';
import { VerdictTag } from '../../features/assessment/verdict-tag.tsx';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import { CardTable } from '../../components/common/card-table.tsx';

const PAGE_SIZE = 10;
const resultPath = (a: AssessmentListItem) =>
  `/evaluate/${a.kind === 'gaoxin' ? 'gaoxin' : 'zhuanjing'}_result/${a.id}.html`;

/** /user/evaluate_record: the user's assessments (date, kind, rule set, score, result) with links to each. */
export function EvaluateRecordPage() {
  const [page, setPage] = useState(1);
  const q = useQuery(assessmentListQuery(page, PAGE_SIZE));
  const data = q.data;
  return (
    <CentreFrame
      title="我的测评"
      extra={
        <span style={{ display: 'flex', gap: 16 }}>
          <Link to="/evaluate/gaoxin">高企自测</Link>
          <Link to="/evaluate/zhuanjing">专精特新自评</Link>
        </span>
      }
    >
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.isError || !data || data.list.length === 0 ? (
        <Empty style={{ padding: '64px 0' }} description={q.isError ? '记录加载失败，请稍后刷新重试' : '暂无测评记录'}>
          {q.isError ? null : (
            <Link to="/evaluate/gaoxin">
              <Button type="primary">开始测评</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <>
          <CardTable<AssessmentListItem>
            rowKey="id"
            size="middle"
            pagination={false}
            dataSource={data.list}
            data-testid="evaluate-records"
            columns={[
              { title: '测评时间', dataIndex: 'created_at', width: 170 },
              { title: '类型', dataIndex: 'kind_title' },
              { title: '企业', dataIndex: 'company_name', render: (v: string) => v || '—' },
              { title: '评价标准', dataIndex: 'rule_set_title' },
              { title: '得分', dataIndex: 'score', width: 70, render: (v: number | null) => (v === null ? '—' : v) },
              {
                title: '结果',
                dataIndex: 'verdict',
                width: 100,
                render: (v: AssessmentListItem['verdict']) => <VerdictTag verdict={v} />,
              },
              {
                title: '操作',
                key: 'op',
                width: 90,
                render: (_: unknown, a) => <Link to={resultPath(a)}>查看结果</Link>,
              },
            ]}
          />
          <Pagination
            style={{ marginTop: 20, justifyContent: 'flex-end' }}
            current={data.current}
            pageSize={data.pageSize}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 条`}
          />
        </>
      )}
    </CentreFrame>
  );
}
