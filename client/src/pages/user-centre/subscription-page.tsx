import { useState } from 'react';
import { App, Button, Empty, Pagination, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_ALT } from '@aikc/shared/constants';
import type { SubscriptionItem } from '@aikc/shared/schemas/subscription';
import { dimensionSpec, SUBSCRIPTION_DIMENSION_KEYS } from '@aikc/shared/schemas/subscription-conditions';
import {
  deleteSubscription,
  pauseSubscription,
  saveSubscription,
  subscriptionKeys,
  subscriptionListQuery,
  type SubscriptionDraft,
} from '../../features/subscription/api/subscriptions.ts';
import { CentreFrame } from './centre-frame.tsx';
import { SubscriptionForm } from './subscription-form.tsx';

/** A card's condition rows, in the shared table's order with its short names. */
const DIMENSIONS = SUBSCRIPTION_DIMENSION_KEYS.map((key) => ({ key, label: dimensionSpec(key).short }));

/** /user/subscription: the user's subscriptions with add, edit, pause and delete, and the level's limit. */
export function SubscriptionPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SubscriptionItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(subscriptionListQuery(page, PAGE_SIZE_ALT));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });

  const save = useMutation({
    mutationFn: (draft: SubscriptionDraft) => saveSubscription(editing?.id ?? null, draft),
    onSuccess: async (saved) => {
      // A new subscription is pushed the last 30 days' matches at once (issue 31): say so, and what comes next.
      message.success(
        editing
          ? '订阅已更新'
          : saved.push_count > 0
            ? `订阅已创建，已将近30天的${saved.push_count}条匹配政策推送到「政策推送」；此后有新政策发布时将及时推送`
            : '订阅已创建，近30天暂无匹配政策；此后有新政策发布时将及时推送',
        6,
      );
      setFormOpen(false);
      await invalidate();
    },
  });
  const pause = useMutation({
    mutationFn: (s: SubscriptionItem) => pauseSubscription(s.id, !s.paused),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: deleteSubscription,
    onSuccess: async () => {
      message.success('订阅已删除');
      await invalidate();
    },
  });

  const openForm = (s: SubscriptionItem | null) => {
    setEditing(s);
    setFormOpen(true);
  };
  const data = list.data;
  const full = data ? data.limit !== null && data.used >= data.limit : false;

  return (
    <CentreFrame
      title="政策订阅"
      extra={
        <Space>
          {data ? (
            <span className="subscription-quota">
              已启用 {data.used} / {data.limit === null ? '不限' : data.limit} 个
            </span>
          ) : null}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openForm(null)}
            disabled={full}
            title={full ? '已达到当前会员等级的订阅上限' : undefined}
          >
            新建订阅
          </Button>
        </Space>
      }
    >
      {full ? (
        <div className="subscription-tip">
          已达到当前会员等级的订阅上限，可暂停不需要的订阅，或 <Link to="/vip/pay_page">升级会员</Link>{' '}
          获得更多订阅名额。
        </div>
      ) : null}
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError || !data || data.list.length === 0 ? (
        <Empty
          style={{ padding: '56px 0' }}
          description={
            list.isError
              ? '订阅加载失败，请稍后刷新重试'
              : '您还没有订阅。设置关注的地区、关键词或行业后，新政策发布时将第一时间推送给您'
          }
        >
          {list.isError ? null : (
            <Button type="primary" onClick={() => openForm(null)}>
              新建第一个订阅
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <ul className="subscription-list">
            {data.list.map((s) => (
              <li
                key={s.id}
                className={`subscription-card${s.paused ? ' is-paused' : ''}`}
                data-testid="subscription-card"
              >
                <div className="subscription-card__head">
                  <span className="subscription-card__name">{s.name}</span>
                  {s.paused ? <Tag>已暂停</Tag> : <Tag color="green">推送中</Tag>}
                  <span className="subscription-card__count">
                    <Link to={`/user/push_list?subscription_id=${s.id}`}>
                      已推送 {s.push_count} 条{s.unread_count ? `，${s.unread_count} 条未读` : ''}
                    </Link>
                  </span>
                </div>
                <dl className="subscription-card__conditions">
                  {DIMENSIONS.filter((d) => s.condition_names[d.key].length > 0).map((d) => (
                    <div key={d.key}>
                      <dt>{d.label}</dt>
                      <dd>
                        {s.condition_names[d.key].map((n) => (
                          <Tag key={n}>{n}</Tag>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="subscription-card__foot">
                  <span>创建于 {s.create_time.slice(0, 10)}</span>
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => openForm(s)}>
                      编辑
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      loading={pause.isPending && pause.variables?.id === s.id}
                      onClick={() => pause.mutate(s)}
                    >
                      {s.paused ? '恢复推送' : '暂停推送'}
                    </Button>
                    <Popconfirm
                      title="删除该订阅？"
                      description="已收到的推送记录会保留。"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove.mutate(s.id)}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 20, justifyContent: 'flex-end' }}
            current={data.current}
            pageSize={data.pageSize}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(t) => `共 ${t} 个订阅`}
          />
        </>
      )}
      <SubscriptionForm
        open={formOpen}
        editing={editing}
        saving={save.isPending}
        onSave={(d) => save.mutate(d)}
        onCancel={() => setFormOpen(false)}
      />
    </CentreFrame>
  );
}
