import type { ReactNode } from 'react';
import { Grid, Pagination, Segmented } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@aikc/shared/constants';

/** 共 N 条 and the sort switch (相关度 with a keyword, the list's default order without). */
export function ResultToolbar({
  total,
  keyword,
  sort,
  onSort,
  dateLabel = '最新发布',
  extra,
}: {
  total: number | undefined;
  keyword: string;
  sort: 'relevance' | 'date';
  onSort(sort: 'relevance' | 'date'): void;
  dateLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="result-toolbar">
      <div className="result-toolbar__total">
        {total === undefined ? (
          '正在检索…'
        ) : (
          <>
            {keyword ? (
              <>
                与“<strong>{keyword}</strong>”相关的
              </>
            ) : (
              '共找到'
            )}
            结果 <strong className="result-toolbar__num">{total.toLocaleString('zh-CN')}</strong> 条
          </>
        )}
      </div>
      <div className="result-toolbar__right">
        {extra}
        <span className="result-toolbar__label">排序：</span>
        <Segmented
          size="small"
          value={sort}
          onChange={(v) => onSort(v as 'relevance' | 'date')}
          options={[
            { value: 'relevance', label: keyword ? '相关度' : '默认' },
            { value: 'date', label: dateLabel },
          ]}
        />
      </div>
    </div>
  );
}

/** Paging at 15/30/50 per page with the total and a jump box; on a phone (below md), the compact prev/next form. */
export function ListPagination({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize: number): void;
}) {
  const screens = Grid.useBreakpoint();
  if (total === 0) return null;
  // Only a positive phone-width match switches (a matchMedia that answers nothing, as in jsdom, keeps the full form).
  if ((screens.xs || screens.sm) && !screens.md) {
    return (
      <Pagination
        className="list-pagination"
        simple
        current={current}
        pageSize={pageSize}
        total={Math.min(total, 10_000 * pageSize)}
        onChange={onChange}
      />
    );
  }
  return (
    <Pagination
      className="list-pagination"
      current={current}
      pageSize={pageSize}
      total={Math.min(total, 10_000 * pageSize)}
      pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
      showSizeChanger
      showQuickJumper
      showTotal={(t) => `共 ${t.toLocaleString('zh-CN')} 条`}
      onChange={onChange}
    />
  );
}
