import { useRef } from 'react';
import { App, Descriptions, Popconfirm, Progress, Tag, Typography } from 'antd';
import { ModalForm, PageContainer, ProFormText, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { kindLabel, CONTENT_KINDS } from '../content/kinds.ts';

/** One extracted field of an arriving item: its value, how sure the extraction was, and where in the source it came from. */
interface ReviewField {
  name: string;
  label?: string;
  value: string;
  confidence?: number | null;
  span?: string | null;
}

interface ReviewRow {
  id: number;
  kind: string;
  title: string;
  origin: 'import' | 'crawl';
  sourceName?: string | null;
  confidence?: number | null;
  status: string;
  createdAt: string;
  fields: ReviewField[];
  reason?: string | null;
}

const STATUS = {
  pending: { text: '待审核', status: 'Processing' },
  approved: { text: '已通过', status: 'Success' },
  rejected: { text: '已驳回', status: 'Error' },
} as const;
const ORIGIN = { import: { text: '导入' }, crawl: { text: '采集' } } as const;
const KINDS = Object.fromEntries(CONTENT_KINDS.map((k) => [k.kind, { text: k.label }]));

function Confidence({ value }: { value?: number | null }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const pct = Math.round(value * 100);
  return (
    <Progress
      percent={pct}
      size="small"
      style={{ width: 110 }}
      status={pct < 60 ? 'exception' : pct < 85 ? 'normal' : 'success'}
      format={(p) => `${p}%`}
    />
  );
}

/** Each field with its confidence and the span of source text it was read from, for the reviewer to compare. */
function Fields({ row }: { row: ReviewRow }) {
  return (
    <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
      {row.fields.map((f) => (
        <Descriptions.Item key={f.name} label={f.label ?? f.name}>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            <div style={{ flex: 1 }}>{f.value || <Typography.Text type="secondary">（空）</Typography.Text>}</div>
            <Confidence value={f.confidence} />
          </div>
          {f.span && <div className="source-span">原文：{f.span}</div>}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

export default function ReviewPage() {
  const ref = useRef<ActionType>(null);
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();

  const approve = async (id: number, fields?: Record<string, string>) => {
    try {
      await http.post(ADMIN_API.review.approve(id), fields ? { fields } : {});
      message.success('已通过并发布');
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
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
    { title: '来源', dataIndex: 'sourceName', width: 160, ellipsis: true },
    {
      title: '置信度',
      dataIndex: 'confidence',
      search: false,
      width: 140,
      render: (_, r) => <Confidence value={r.confidence} />,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90, initialValue: 'pending' },
    { title: '进入时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 160 },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, r) =>
        r.status !== 'pending'
          ? [r.reason ? <Tag key="r">驳回原因：{r.reason}</Tag> : null]
          : [
              <Popconfirm key="ok" title="确认内容无误并发布？" onConfirm={() => approve(r.id)}>
                <a>通过</a>
              </Popconfirm>,
              <ModalForm<Record<string, string>>
                key="edit"
                title="修改后通过"
                width={640}
                trigger={<a>修改</a>}
                modalProps={{ destroyOnHidden: true }}
                initialValues={Object.fromEntries(r.fields.map((f) => [f.name, f.value]))}
                onFinish={async (v) => {
                  await approve(r.id, v);
                  return true;
                }}
              >
                {r.fields.map((f) => (
                  <ProFormText
                    key={f.name}
                    name={f.name}
                    label={f.label ?? f.name}
                    extra={f.span ? `原文：${f.span}` : undefined}
                  />
                ))}
              </ModalForm>,
              <ReasonModal
                key="reject"
                title="驳回"
                label="驳回原因"
                trigger={<a style={{ color: '#cf1322' }}>驳回</a>}
                run={(reason) => http.post(ADMIN_API.review.reject(r.id), { reason })}
                done={reload}
              />,
            ],
    },
  ];

  return (
    <PageContainer title="审核队列" subTitle="导入与采集的内容经审核后发布">
      <ProTable<ReviewRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<ReviewRow>(ADMIN_API.review.list)}
        expandable={{ expandedRowRender: (r) => <Fields row={r} /> }}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1200 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}
