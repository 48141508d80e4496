import { useRef, useState } from 'react';
import { App, Tag, Typography } from 'antd';
import { ModalForm, PageContainer, ProFormSelect, ProFormTextArea, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can, useSession } from '../../auth/session.tsx';

interface FeedbackRow {
  id: number;
  type: string;
  content: string;
  contact?: string | null;
  userMobile?: string | null;
  status: string;
  assigneeName?: string | null;
  reply?: string | null;
  createdAt: string;
}

const TABS = [
  { key: 'pending', label: '待处理' },
  { key: 'processing', label: '处理中' },
  { key: 'replied', label: '已回复' },
  { key: 'closed', label: '已关闭' },
] as const;

/** The inbox of feedback and 商务合作 requests: by status, assigned to a colleague, answered into 我的消息. */
export default function FeedbackPage() {
  const ref = useRef<ActionType>(null);
  const [tab, setTab] = useState<string>('pending');
  const { me } = useSession();
  const { message } = App.useApp();
  const reload = () => void ref.current?.reload();

  const run = async (call: Promise<unknown>, done: string) => {
    try {
      await call;
    } catch (e) {
      message.error((e as Error).message);
      return false;
    }
    message.success(done);
    reload();
    return true;
  };

  const columns: ProColumns<FeedbackRow>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true },
    { title: '类型', dataIndex: 'type', width: 100, search: false, render: (_, r) => <Tag>{r.type}</Tag> },
    {
      title: '内容',
      dataIndex: 'content',
      search: false,
      render: (_, r) => (
        <>
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ marginBottom: 0 }}>
            {r.content}
          </Typography.Paragraph>
          {r.reply && <Typography.Text type="secondary">回复：{r.reply}</Typography.Text>}
        </>
      ),
    },
    { title: '提交人', dataIndex: 'userMobile', search: false, width: 130, render: (_, r) => r.userMobile ?? '访客' },
    { title: '联系方式', dataIndex: 'contact', search: false, width: 150 },
    { title: '处理人', dataIndex: 'assigneeName', search: false, width: 100 },
    { title: '提交时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 160 },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, r) => [
        <Can perm="feedback.reply" key="assign">
          {r.status !== 'closed' && (
            <ModalForm<{ assigneeId: number }>
              title="分配处理人"
              width={420}
              trigger={<a>分配</a>}
              modalProps={{ destroyOnHidden: true }}
              initialValues={me ? { assigneeId: me.id } : {}}
              onFinish={(v) => run(http.post(ADMIN_API.feedback.assign(r.id), v), '已分配')}
            >
              <ProFormSelect
                name="assigneeId"
                label="处理人"
                rules={[{ required: true, message: '请选择处理人' }]}
                request={async () => {
                  const list = await http.get<{ id: number; name: string }[]>(ADMIN_API.feedback.assignees);
                  return list.map((s) => ({ value: s.id, label: s.name }));
                }}
              />
            </ModalForm>
          )}
        </Can>,
        <Can perm="feedback.reply" key="reply">
          {r.status !== 'closed' && (
            <ModalForm<{ reply: string }>
              title="回复"
              width={560}
              trigger={<a>回复</a>}
              modalProps={{ destroyOnHidden: true }}
              onFinish={(v) => run(http.post(ADMIN_API.feedback.reply(r.id), { reply: v.reply.trim() }), '已回复')}
            >
              <Typography.Paragraph type="secondary">{r.content}</Typography.Paragraph>
              <ProFormTextArea
                name="reply"
                label="回复内容"
                extra={
                  r.userMobile ? '回复将发送到用户的“我的消息”' : `访客反馈，请按联系方式（${r.contact ?? '未留'}）答复`
                }
                rules={[
                  { required: true, whitespace: true, message: '请填写回复内容' },
                  { max: 1000, message: '不超过1000字' },
                ]}
                fieldProps={{ rows: 4 }}
              />
            </ModalForm>
          )}
        </Can>,
        <Can perm="feedback.reply" key="close">
          {r.status !== 'closed' && (
            <a onClick={() => void run(http.post(ADMIN_API.feedback.close(r.id)), '已关闭')}>关闭</a>
          )}
        </Can>,
      ],
    },
  ];

  return (
    <PageContainer title="意见反馈">
      <ProTable<FeedbackRow>
        actionRef={ref}
        rowKey="id"
        columns={columns}
        params={{ status: tab }}
        request={listRequest<FeedbackRow>(ADMIN_API.feedback.list)}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: tab,
            items: TABS.map((t) => ({ key: t.key, label: t.label })),
            onChange: (k) => setTab(String(k)),
          },
        }}
        pagination={{ defaultPageSize: 20 }}
        scroll={{ x: 1200 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}
