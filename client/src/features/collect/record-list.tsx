import type { ReactNode } from 'react';
import { Empty, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { PAGE_SIZE_ALT } from '@aikc/shared/constants';
import { RECORD_TYPES, RECORD_TYPE_NAMES, type RecordItem } from '@aikc/shared/schemas/collect';
import type { Page } from '@aikc/shared/schemas/common';
import { recordPath, type RecordTab } from './api/collect.ts';
import './records.css';

/** Tabs of the record pages: 全部 and each kind. */
export const RECORD_TABS: { value: RecordTab; label: string }[] = [
  { value: 'all', label: '全部' },
  ...RECORD_TYPES.map((t) => ({ value: t, label: RECORD_TYPE_NAMES[t] })),
];

export const RECORD_PAGE_SIZE = PAGE_SIZE_ALT;

export function RecordTabs({ value, onChange }: { value: RecordTab; onChange(v: RecordTab): void }) {
  return (
    <Segmented
      options={RECORD_TABS}
      value={value}
      onChange={(v) => onChange(v as RecordTab)}
      style={{ marginBottom: 8 }}
    />
  );
}

/** A page of collected or viewed items; `action` renders the per-row buttons. */
export function RecordList({
  page,
  loading,
  error,
  emptyText,
  timeLabel,
  action,
  onPage,
}: {
  page: Page<RecordItem> | undefined;
  loading: boolean;
  error: boolean;
  emptyText: string;
  timeLabel: string;
  action(item: RecordItem): ReactNode;
  onPage(page: number): void;
}) {
  if (loading && !page) return <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />;
  if (error || !page || page.list.length === 0)
    return <Empty style={{ padding: '64px 0' }} description={error ? '记录加载失败，请稍后刷新重试' : emptyText} />;
  return (
    <>
      <ul className="record-list" data-testid="record-list">
        {page.list.map((r) => (
          <li key={r.id} className="record-item">
            <Tag variant="filled" color="blue" className="record-item__type">
              {r.type_name}
            </Tag>
            <div className="record-item__main">
              {r.exists ? (
                <Link to={recordPath(r.type, r.target_id)} className="record-item__title">
                  {r.title}
                </Link>
              ) : (
                <span className="record-item__title record-item__title--gone">{r.title}（该内容已下架）</span>
              )}
              <div className="record-item__meta">
                {r.date ? (
                  <span>
                    {r.type === 'project' ? '截止日期' : r.type === 'company' ? '成立日期' : '发布日期'}：{r.date}
                  </span>
                ) : null}
                <span>
                  {timeLabel}：{r.time}
                </span>
              </div>
            </div>
            <div className="record-item__action">{action(r)}</div>
          </li>
        ))}
      </ul>
      <Pagination
        style={{ marginTop: 20, justifyContent: 'flex-end' }}
        current={page.current}
        pageSize={page.pageSize}
        total={page.total}
        onChange={onPage}
        showSizeChanger={false}
        showTotal={(t) => `共 ${t} 条`}
      />
    </>
  );
}
