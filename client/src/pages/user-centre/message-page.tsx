import { useState } from 'react';
import { App, Button, Empty, Pagination, Segmented, Skeleton } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_ALT } from '@aikc/shared/constants';
import type { MessageItem } from '@aikc/shared/schemas/message';
import { messageKeys, type ReadFilter } from '../../lib/message-count.ts';
import { messageListQuery, readAllMessages, readMessage } from '../../features/message/api/messages.ts';
import { CentreFrame } from './centre-frame.tsx';

const FILTERS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: '全部消息' },
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
];

/** /user/message: the user's messages with 全部已读 and read-on-click; reads refresh the badge via the count query. */
export function MessagePage() {
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const list = useQuery(messageListQuery(page, PAGE_SIZE_ALT, filter));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });

  const readOne = useMutation({ mutationFn: readMessage, onSuccess: invalidate });
  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: async () => {
      message.success('已全部标记为已读');
      await invalidate();
    },
  });

  const handleOpen = (item: MessageItem) => {
    if (item.is_read === 0 && !readOne.isPending) readOne.mutate(item.id);
  };

  return (
    <CentreFrame
      title="我的消息"
      extra={
        <Button
          icon={<CheckOutlined />}
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={readAll.isPending}
        >
          全部已读
        </Button>
      }
    >
      <Segmented
        options={FILTERS}
        value={filter}
        onChange={(v) => {
          setFilter(v as ReadFilter);
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
      />
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
      ) : list.isError || !list.data || list.data.list.length === 0 ? (
        <Empty style={{ padding: '64px 0' }} description={list.isError ? '消息加载失败，请稍后刷新重试' : '暂无消息'} />
      ) : (
        <>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.list.map((m) => (
              <li
                key={m.id}
                className={`message-item ${m.is_read ? 'is-read' : 'is-unread'}`}
                onClick={() => handleOpen(m)}
                title={m.is_read ? undefined : '点击标为已读'}
              >
                <span className="message-item__dot" />
                <div>
                  <div className="message-item__title">{m.title}</div>
                  <div className="message-item__content">{m.content}</div>
                  <div className="message-item__meta">
                    <span>{m.create_time}</span>
                    <span>{m.is_read ? '已读' : '未读'}</span>
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
            onChange={setPage}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 条`}
          />
        </>
      )}
    </CentreFrame>
  );
}
