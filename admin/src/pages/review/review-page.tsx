import { useRef, useState } from 'react';
import { App, Popconfirm, Tag } from 'antd';
import { ModalForm, PageContainer, ProFormText, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { ReviewDetail, ReviewRow } from '@aikc/shared/admin/schemas/review';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { CONTENT_KINDS, kindLabel } from '../content/kinds.ts';
import { Confidence, FIELD_LABELS, ReviewFields, textFields } from './review-detail.tsx';

const STATUS = {
  待审核: { text: '待审核', status: 'Processing' },
  已通过: { text: '已通过', status: 'Success' },
  已驳回: { text: '已驳回', status: 'Error' },
} as const;
const ORIGIN = { import: { text: '导入' }, crawl: { text: '采集' } } as const;
const KINDS = Object.fromEntries(CONTENT_KINDS.map((k) => [k.kind, { text: k.label }]));

/** Approve with edits: the payload's text fields, loaded when the dialog opens, each with its source span. */
function EditApprove({
  row,
  approve,
}: {
  row: ReviewRow;
  approve: (edits: Record<string, string>) => Promise<boolean>;
}) {
  const [detail, setDetail] = useState<ReviewDetail | null>(null);
  const spans = new Map(detail?.spans.map((s) => [s.field, s]) ?? []);
  return (
    <ModalForm<Record<string, string>>
      title={`修改后通过：${row.title}`}
      width={720}
      trigger={<a>修改</a>}
      modalProps={{ destroyOnHidden: true }}
      request={async () => {
        const d = await http.get<ReviewDetail>(AdminPaths.reviewGet, { id: row.id });
        setDetail(d);
        return Object.fromEntries(textFields(d));
      }}
      onFinish={(v) => approve(v)}
    >
      {detail
        ? textFields(detail).map(([k]) => (
            <ProFormText
              key={k}
              name={k}
              label={FIELD_LABELS[k] ?? k}
              extra={spans.get(k) ? `原文：${spans.get(k)!.text}` : undefined}
            />
          ))
        : null}
    </ModalForm>
  );
}

export default function ReviewPage() {
  const ref = useRef<ActionType>(null);
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();

  const approve = async (id: number, edits?: Record<string, string>) => {
    try {
      await http.post(AdminPaths.reviewApprove, edits ? { id, edits } : { id });
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
    message.success('已通过并发布');
    reload();
    return true;
  };

  const columns: ProColumns<ReviewRow>[] = [
    { title: '标题', dataIndex: 'title', ellipsis: true, width: 320, search: false },
    {
      title: '类型',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: KINDS,
      width: 80,
      render: (_, r) => kindLabel(r.kind),
    },
    { title: '来源方式', dataIndex: 'origin', valueType: 'select', valueEnum: ORIGIN, width: 90 },
    { title: '来源', dataIndex: 'source', width: 180, ellipsis: true, render: (_, r) => r.source_name || '—' },
    {
      title: '置信度',
      dataIndex: 'confidence',
      search: false,
      width: 140,
      render: (_, r) => <Confidence value={r.confidence} />,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100, initialValue: '待审核' },
    { title: '进入时间', dataIndex: 'created_at', search: false, width: 180 },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, r) =>
        r.status !== '待审核'
          ? [
              r.reason ? (
                <Tag key="r" color="red">
                  {r.reason}
                </Tag>
              ) : (
                <span key="by">{r.decided_by}</span>
              ),
            ]
          : [
              <Can perm="review.decide" key="ok">
                <Popconfirm title="确认内容无误并发布？" onConfirm={() => approve(r.id)}>
                  <a>通过</a>
                </Popconfirm>
              </Can>,
              <Can perm="review.decide" key="edit">
                <EditApprove row={r} approve={(edits) => approve(r.id, edits)} />
              </Can>,
              <Can perm="review.decide" key="reject">
                <ReasonModal
                  title="驳回"
                  label="驳回原因"
                  trigger={<a style={{ color: '#cf1322' }}>驳回</a>}
                  run={(reason) => http.post(AdminPaths.reviewReject, { id: r.id, reason })}
                  done={reload}
                />
              </Can>,
            ],
    },
  ];

  return (
    <PageContainer title="审核队列" subTitle="导入与采集的内容经审核后发布">
      <ProTable<ReviewRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<ReviewRow>(AdminPaths.reviewList)}
        expandable={{ expandedRowRender: (r) => <ReviewFields id={r.id} /> }}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}
