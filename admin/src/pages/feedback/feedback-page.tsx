import { useRef, useState } from 'react';
import { App, Tag, Typography } from 'antd';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import {
  DELIVERY_NAMES,
  FEEDBACK_INBOX_STATUSES,
  REPLY_CHANNEL_NAMES,
  type FeedbackInboxRow,
} from '@aikc/shared/admin/schemas/feedback';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can } from '../../auth/session.tsx';
import { AssignModal, ReplyModal } from './feedback-modals.tsx';

const TYPES = {
  feedback: { text: '意见反馈' },
  cooperation: { text: '商务合作' },
  bug: { text: '问题报告' },
  data: { text: '数据纠错' },
} as const;

/**
 * The inbox of feedback and 商务合作 requests: by status, assigned to a colleague, answered into 我的消息 or, for a
 * visitor, by SMS or email (the column shows whether it was delivered).
 */
export default function FeedbackPage() {
  const ref = useRef<ActionType>(null);
  const [tab, setTab] = useState<string>(FEEDBACK_INBOX_STATUSES[0]);
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();

  const close = async (id: number) => {
    try {
      await http.post(AdminPaths.feedbackClose, { id });
      message.success('已关闭');
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  const columns: ProColumns<FeedbackInboxRow>[] = [
    {
      title: '类型',
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: TYPES,
      width: 100,
      render: (_, r) => <Tag>{r.type_name}</Tag>,
    },
    {
      title: '仅看分配给我的',
      dataIndex: 'mine',
      valueType: 'switch',
      hideInTable: true,
      search: { transform: (v: boolean) => ({ mine: v ? '1' : undefined }) },
    },
    {
      title: '内容',
      dataIndex: 'content',
      search: false,
      width: 380,
      render: (_, r) => (
        <>
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ marginBottom: 0 }}>
            {r.content}
          </Typography.Paragraph>
          {r.reply && (
            <Typography.Text type="secondary">
              回复（{r.replied_at}）：{r.reply}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: '提交人', dataIndex: 'user_mobile', search: false, width: 130, render: (_, r) => r.user_mobile || '访客' },
    { title: '联系方式', dataIndex: 'contact', search: false, width: 150 },
    {
      title: '回复渠道',
      dataIndex: 'channel',
      search: false,
      width: 120,
      render: (_, r) => (
        <span data-testid={`delivery-${r.id}`}>
          {REPLY_CHANNEL_NAMES[r.channel]}
          {r.delivery && (
            <Tag
              color={r.delivery === 'sent' ? 'green' : r.delivery === 'failed' ? 'red' : 'default'}
              style={{ marginLeft: 6 }}
            >
              {DELIVERY_NAMES[r.delivery]}
            </Tag>
          )}
        </span>
      ),
    },
    { title: '处理人', dataIndex: 'assignee_name', search: false, width: 100 },
    { title: '提交时间', dataIndex: 'created_at', search: false, width: 180 },
    {
      title: '操作',
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, r) =>
        r.status === '已关闭'
          ? []
          : [
              <Can perm="feedback.reply" key="assign">
                <AssignModal row={r} done={reload} />
              </Can>,
              <Can perm="feedback.reply" key="reply">
                <ReplyModal row={r} done={reload} />
              </Can>,
              <Can perm="feedback.reply" key="close">
                <a onClick={() => void close(r.id)}>关闭</a>
              </Can>,
            ],
    },
  ];

  return (
    <PageContainer title="意见反馈">
      <ProTable<FeedbackInboxRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        params={{ status: tab }}
        request={listRequest<FeedbackInboxRow>(AdminPaths.feedbackList)}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: tab,
            items: FEEDBACK_INBOX_STATUSES.map((s) => ({ key: s, label: s })),
            onChange: (k) => setTab(String(k)),
          },
        }}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}
