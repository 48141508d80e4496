import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { App, Button, Popconfirm } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDateTimePicker, ProTable } from '@ant-design/pro-components';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { listRequest } from '../../net/list.ts';
import { Can, useSession } from '../../auth/session.tsx';
import { kindLabel, LEVEL_ENUM, STATUS_ENUM } from './kinds.ts';

interface ContentRow {
  id: number;
  title: string;
  docNumber?: string | null;
  agency?: string | null;
  level?: string | null;
  status: keyof typeof STATUS_ENUM;
  publishDate?: string | null;
  publishAt?: string | null;
  updatedAt?: string | null;
}

/** One list for each kind: the portal's own search and filters, and the publishing actions the role holds. */
export default function ContentList() {
  const kind = useLocation().pathname.split('/')[2] ?? 'policy';
  const label = kindLabel(kind);
  const navigate = useNavigate();
  const { can } = useSession();
  const { message } = App.useApp();
  const ref = useRef<ActionType>(null);

  const act = async (call: Promise<unknown>, done: string) => {
    try {
      await call;
      message.success(done);
      await ref.current?.reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  const columns: ProColumns<ContentRow>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '标题、正文或文号' } },
    {
      title: '标题',
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      width: 360,
      render: (_, r) => (can('content.write') ? <Link to={`/content/${kind}/edit/${r.id}`}>{r.title}</Link> : r.title),
    },
    ...(kind === 'policy'
      ? ([{ title: '文号', dataIndex: 'docNumber', search: false, width: 180 }] as ProColumns<ContentRow>[])
      : []),
    ...(kind === 'policy' || kind === 'project' || kind === 'interpretation'
      ? ([
          { title: '发布机构', dataIndex: 'agency', search: false, ellipsis: true, width: 180 },
          { title: '层级', dataIndex: 'level', valueType: 'select', valueEnum: LEVEL_ENUM, width: 90 },
        ] as ProColumns<ContentRow>[])
      : []),
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS_ENUM, width: 100 },
    { title: '发布日期', dataIndex: 'publishDate', valueType: 'date', search: false, width: 110 },
    {
      title: '发布日期',
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    { title: '更新时间', dataIndex: 'updatedAt', valueType: 'dateTime', search: false, width: 160 },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      fixed: 'right',
      render: (_, r) => [
        <Can perm="content.write" key="edit">
          <Link to={`/content/${kind}/edit/${r.id}`}>编辑</Link>
        </Can>,
        <Can perm="content.publish" key="pub">
          {r.status === 'published' ? (
            <Popconfirm
              title={`确定下架该${label}？下架后门户将不再展示。`}
              onConfirm={() => act(http.post(ADMIN_API.content.unpublish(kind, r.id)), '已下架')}
            >
              <a>下架</a>
            </Popconfirm>
          ) : (
            <Popconfirm
              title={`确定立即发布该${label}？`}
              onConfirm={() => act(http.post(ADMIN_API.content.publish(kind, r.id)), '已发布')}
            >
              <a>发布</a>
            </Popconfirm>
          )}
        </Can>,
        <Can perm="content.publish" key="schedule">
          {r.status !== 'published' && (
            <ModalForm<{ publishAt: string }>
              title="定时发布"
              width={420}
              trigger={<a>定时</a>}
              modalProps={{ destroyOnHidden: true }}
              onFinish={async (v) => {
                await act(
                  http.post(ADMIN_API.content.schedule(kind, r.id), { publishAt: v.publishAt }),
                  '已设置定时发布',
                );
                return true;
              }}
            >
              <ProFormDateTimePicker
                name="publishAt"
                label="发布时间"
                rules={[{ required: true, message: '请选择发布时间' }]}
                fieldProps={{ format: 'YYYY-MM-DD HH:mm', style: { width: '100%' } }}
              />
            </ModalForm>
          )}
        </Can>,
      ],
    },
  ];

  return (
    <PageContainer title={`${label}管理`}>
      <ProTable<ContentRow>
        key={kind}
        actionRef={ref}
        rowKey="id"
        columns={columns}
        request={listRequest<ContentRow>(ADMIN_API.content.list(kind))}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        toolBarRender={() => [
          <Can perm="content.write" key="new">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/content/${kind}/edit/new`)}>
              新建{label}
            </Button>
          </Can>,
        ]}
      />
    </PageContainer>
  );
}
