import { useEffect, useState } from 'react';
import { App, Button, Empty, Pagination, Segmented, Select, Skeleton, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@aikc/shared/constants';
import type { PushItem } from '@aikc/shared/schemas/subscription';
import { PushDeadline } from './push-deadline.tsx';
import { messageKeys, type ReadFilter } from '../../lib/message-count.ts';
import {
  pushListQuery,
  readAllPushes,
  readPush,
  subscriptionKeys,
  subscriptionListQuery,
} from '../../features/subscription/api/subscriptions.ts';
import { useStores } from '../../stores/store-context.tsx';
import { CentreFrame } from './centre-frame.tsx';

const FILTERS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: '全部推送' },
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
];

/**
 * /user/push_list: policies pushed by the user's subscriptions, newest first. A new push moves the badge
 * (gateway); the list follows by invalidating its query when the badge changes, never by copying the push.
 */
export const PushListPage = observer(function PushListPage() {
  const [params, setParams] = useSearchParams();
  const subscriptionId = Number(params.get('subscription_id')) || null;
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { badge } = useStores();
  const list = useQuery(pushListQuery(page, pageSize, subscriptionId, filter));
  const subs = useQuery(subscriptionListQuery(1, 50));
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.pushes }),
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    ]);

  const total = badge.total;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.pushes });
  }, [total, queryClient]);

  const readOne = useMutation({ mutationFn: readPush, onSuccess: invalidate });
  const readAll = useMutation({
    mutationFn: readAllPushes,
    onSuccess: async () => {
      message.success('推送已全部标记为已读');
      await invalidate();
    },
  });

  const handleOpen = (p: PushItem) => {
    if (p.is_read === 0) readOne.mutate(p.id);
    void navigate(`/policy/detail/${p.policy.id}`);
  };

  return (
    <CentreFrame
      title="政策推送"
      extra={
        <Button
          icon={<CheckOutlined />}
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          data-testid="read-all-pushes"
        >
          全部已读
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          options={FILTERS}
          value={filter}
          onChange={(v) => {
            setFilter(v as ReadFilter);
            setPage(1);
          }}
        />
        <Select
          style={{ minWidth: 220 }}
          aria-label="按订阅筛选"
          value={subscriptionId ?? 0}
          onChange={(v: number) => {
            setPage(1);
            setParams(v ? { subscription_id: String(v) } : {});
          }}
          options={[
            { value: 0, label: '全部订阅' },
            ...(subs.data?.list ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      </Space>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError || !list.data || list.data.list.length === 0 ? (
        <Empty
          style={{ padding: '56px 0' }}
          description={
            list.isError
              ? '推送加载失败，请稍后刷新重试'
              : filter === '0'
                ? '没有未读推送'
                : '暂无推送。设置订阅条件后，符合条件的新政策会推送到这里'
          }
        >
          {list.isError || filter === '0' ? null : (
            <Link to="/user/subscription">
              <Button type="primary">去设置订阅</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <>
          <ul className="push-list" data-testid="push-list">
            {list.data.list.map((p) => (
              <li key={p.id} className={`push-item ${p.is_read ? 'is-read' : 'is-unread'}`} data-testid="push-item">
                <span className="message-item__dot" />
                <div className="push-item__main">
                  <a className="push-item__title" onClick={() => handleOpen(p)} role="link">
                    {p.policy.title}
                  </a>
                  <div className="push-item__meta">
                    <span>{p.policy.region_name}</span>
                    {p.policy.agency_name ? <span>{p.policy.agency_name}</span> : null}
                    {p.policy.doc_no ? <span>{p.policy.doc_no}</span> : null}
                    <span>发布日期 {p.policy.publish_date}</span>
                  </div>
                  {p.project ? <PushDeadline project={p.project} /> : null}
                  <div className="push-item__meta">
                    <span>来自订阅：{p.subscription_name}</span>
                    {p.backfill ? (
                      <span className="push-item__backfill" title="保存订阅时推送的近30天匹配政策">
                        近30天
                      </span>
                    ) : null}
                    <span>推送时间 {p.create_time.slice(0, 16)}</span>
                    <span>{p.is_read ? '已读' : '未读'}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 20, justifyContent: 'flex-end' }}
            current={list.data.current}
            pageSize={list.data.pageSize}
            total={list.data.total}
            pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
            showSizeChanger
            onChange={(p, size) => {
              setPage(size !== pageSize ? 1 : p);
              setPageSize(size);
            }}
            showTotal={(t) => `共 ${t} 条`}
          />
        </>
      )}
    </CentreFrame>
  );
});
