import { useState } from 'react';
import { Button, Empty, Image, Pagination, Skeleton, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackKeys, feedbackListQuery } from '../../features/feedback/api/feedback.ts';
import { FeedbackModal } from '../../features/feedback/deferred-feedback-modal.tsx';
import { CentreFrame } from './centre-frame.tsx';

/** /user/feedback: the user's feedback, newest first, with its status and the reply. */
export function FeedbackPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const list = useQuery(feedbackListQuery(page));
  const queryClient = useQueryClient();
  return (
    <CentreFrame
      title="意见反馈"
      extra={
        <Button type="primary" icon={<EditOutlined />} onClick={() => setOpen(true)}>
          我要反馈
        </Button>
      }
    >
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.isError || !list.data || list.data.list.length === 0 ? (
        <Empty
          style={{ padding: '56px 0' }}
          description={
            list.isError
              ? '反馈记录加载失败，请稍后刷新重试'
              : '您还没有提交过反馈。使用中遇到问题或有建议，欢迎告诉我们'
          }
        >
          {list.isError ? null : (
            <Button type="primary" onClick={() => setOpen(true)}>
              提交反馈
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <ul className="subscription-list">
            {list.data.list.map((f) => (
              <li key={f.id} className="subscription-card" data-testid="feedback-item">
                <div className="subscription-card__head">
                  <Tag>{f.type_name}</Tag>
                  <span className="subscription-card__count">
                    {f.status === 'replied' ? <Tag color="green">已回复</Tag> : <Tag color="orange">待处理</Tag>}
                  </span>
                </div>
                <p style={{ margin: '10px 0', whiteSpace: 'pre-wrap' }}>{f.content}</p>
                {f.images.length ? (
                  <Image.PreviewGroup>
                    {f.images.map((src) => (
                      <Image
                        key={src}
                        src={src}
                        width={88}
                        height={88}
                        style={{ objectFit: 'cover', marginRight: 8 }}
                        alt="反馈截图"
                      />
                    ))}
                  </Image.PreviewGroup>
                ) : null}
                {f.reply ? (
                  <div className="subscription-tip" style={{ marginTop: 10 }}>
                    客服回复（{f.reply_time.slice(0, 16)}）：{f.reply}
                  </div>
                ) : null}
                <div className="subscription-card__foot">
                  <span>提交于 {f.create_time.slice(0, 16)}</span>
                  {f.contact ? <span>联系方式：{f.contact}</span> : null}
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
            hideOnSinglePage
            showTotal={(t) => `共 ${t} 条`}
          />
        </>
      )}
      <FeedbackModal
        open={open}
        kind="feedback"
        onClose={() => setOpen(false)}
        onSent={() => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all })}
      />
    </CentreFrame>
  );
}
