import { useState } from 'react';
import { App, Button, Card, Empty, Form, Input, Modal, Popconfirm, Segmented, Skeleton, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ApiKeyCreated, ApiKeyView } from '@aikc/shared/open-api/keys';
import { RoutePath } from '@aikc/shared/routes';
import {
  apiKeysQuery,
  apiUsageQuery,
  changeApiKey,
  createApiKey,
  openApiKeys,
  type KeyAction,
} from '../../features/open-api/api/open-api-calls.ts';
import { SecretOnceModal } from '../../features/open-api/secret-once-modal.tsx';
import { UsageChart } from '../../features/open-api/usage-chart.tsx';
import { CentreFrame } from './centre-frame.tsx';
import './api-centre.css';
import { CardTable } from '../../components/common/card-table.tsx';

const ACTION_DONE: Record<KeyAction, string> = { disable: '密钥已停用', enable: '密钥已启用', remove: '密钥已删除' };

/** /user/api_keys: create (secret shown once), list, disable/enable, delete; calls per key per day. */
export function ApiKeysPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const keys = useQuery(apiKeysQuery());
  const [days, setDays] = useState(30);
  const usage = useQuery(apiUsageQuery(days));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const invalidate = () => qc.invalidateQueries({ queryKey: openApiKeys.all });

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (k) => {
      setCreating(false);
      form.resetFields();
      setCreated(k);
      await invalidate();
    },
  });
  const change = useMutation({
    mutationFn: changeApiKey,
    onSuccess: async (_list, v) => {
      message.success(ACTION_DONE[v.action]);
      await invalidate();
    },
  });

  const columns = [
    { title: '名称', dataIndex: 'name', width: 140 },
    { title: 'Key ID', dataIndex: 'key_id', render: (v: string) => <code className="api-centre__code">{v}</code> },
    {
      title: 'Secret',
      dataIndex: 'secret_hint',
      width: 110,
      render: (v: string) => <code className="api-centre__code">••••{v}</code>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 84,
      render: (_: string, k: ApiKeyView) => (
        <Tag color={k.status === 'active' ? 'green' : 'default'}>{k.status_name}</Tag>
      ),
    },
    { title: '限流', dataIndex: 'rate_per_second', width: 84, render: (v: number) => `${v}次/秒` },
    { title: '创建时间', dataIndex: 'created_at', width: 160 },
    { title: '最近调用', dataIndex: 'last_used_at', width: 160, render: (v: string) => v || '—' },
    {
      title: '操作',
      width: 130,
      render: (_: unknown, k: ApiKeyView) => (
        <Space size={4}>
          {k.status === 'active' ? (
            <Popconfirm
              title="停用后使用该密钥的请求将被拒绝，确定停用？"
              onConfirm={() => change.mutate({ id: k.id, action: 'disable' })}
            >
              <Button type="link" size="small">
                停用
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => change.mutate({ id: k.id, action: 'enable' })}>
              启用
            </Button>
          )}
          <Popconfirm
            title="删除后无法恢复，确定删除该密钥？"
            okButtonProps={{ danger: true }}
            onConfirm={() => change.mutate({ id: k.id, action: 'remove' })}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <CentreFrame
      title="开放接口密钥"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          创建密钥
        </Button>
      }
    >
      <p className="api-centre__intro">
        调用开放接口需使用密钥对请求签名，签名规则与示例代码见<Link to={RoutePath.szhfaOpenapi}>开放平台接口文档</Link>
        ；调用次数来自会员每日额度与<Link to="/user/api_order">接口套餐</Link>。
      </p>
      {keys.isPending ? (
        <Skeleton active />
      ) : (
        <CardTable<ApiKeyView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={keys.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="暂无密钥，点击右上角「创建密钥」" /> }}
        />
      )}

      <Card
        className="api-usage"
        title={`调用统计${usage.data ? `（近${days}天共 ${usage.data.total.toLocaleString('zh-CN')} 次）` : ''}`}
        extra={
          <Segmented<number>
            value={days}
            onChange={setDays}
            options={[
              { label: '近7天', value: 7 },
              { label: '近30天', value: 30 },
              { label: '近90天', value: 90 },
            ]}
          />
        }
      >
        {usage.data && usage.data.series.length > 0 ? (
          <UsageChart usage={usage.data} />
        ) : usage.isPending ? (
          <Skeleton active />
        ) : (
          <Empty description="暂无调用记录" />
        )}
      </Card>

      <Modal
        title="创建密钥"
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        okText="创建"
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => create.mutate(v.name)}>
          <Form.Item
            name="name"
            label="密钥名称"
            rules={[
              { required: true, whitespace: true, message: '请输入密钥名称' },
              { max: 30, message: '密钥名称最多30个字符' },
            ]}
          >
            <Input placeholder="如：生产环境、测试环境" maxLength={30} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
      <SecretOnceModal created={created} onClose={() => setCreated(null)} />
    </CentreFrame>
  );
}
