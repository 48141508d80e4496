import { useState, type ReactNode } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';
import { PAGE_SIZE_OPTIONS } from '@aikc/shared/constants';
import './result-toolbar.css';

/*
 * The toolbar and the pager are plain elements (not antd's Segmented and Pagination): every list page draws them
 * on its first render, and antd's style engine was the longest task of a server-rendered list page on a phone.
 */

/**
 * Mutually exclusive choices in antd Segmented's look, as toggle buttons (aria-pressed) in a labelled group: the
 * list pages' sort switch, the calendar's day tabs. `block` stretches the items over the row in equal parts.
 */
export function SegmentedSwitch<T extends string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
  block = false,
}: {
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange(value: T): void;
  label?: string;
  labelledBy?: string;
  block?: boolean;
}) {
  return (
    <div
      className={`sort-switch${block ? ' sort-switch--block' : ''}`}
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="sort-switch__item"
          aria-pressed={value === o.value}
          onClick={() => value !== o.value && onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

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
  const options = [
    { value: 'relevance' as const, label: keyword ? '相关度' : '默认' },
    { value: 'date' as const, label: dateLabel },
  ];
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
        <span className="result-toolbar__label" id="result-sort-label">
          排序：
        </span>
        <SegmentedSwitch labelledBy="result-sort-label" options={options} value={sort} onChange={onSort} />
      </div>
    </div>
  );
}

/** The page numbers shown around `current` of `pages`: the first, the last, two either side, gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const near = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) near.add(p);
  const sorted = [...near].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** The jump box: a page number, sent with Enter; anything outside 1..pages is clamped. */
function QuickJumper({ pages, onJump }: { pages: number; onJump(page: number): void }) {
  const [draft, setDraft] = useState('');
  return (
    <label className="pager__jump">
      跳至
      <input
        inputMode="numeric"
        value={draft}
        aria-label="跳转到页码"
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 6))}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !draft) return;
          onJump(Math.min(pages, Math.max(1, Number(draft))));
          setDraft('');
        }}
      />
      页
    </label>
  );
}

/**
 * One page of the pager. With an `href` it is a link (the list's own `:s` URL, so a crawler or a new tab follows it)
 * and a plain click stays in the app, navigating as the list's other controls do; without one (a list kept in the
 * page's state) a button.
 */
function PageTarget({
  href,
  onGo,
  children,
  ...rest
}: {
  href: string | null;
  onGo(): void;
  className: string;
  children: ReactNode;
  rel?: string;
  title?: string;
  'aria-label': string;
  'aria-current'?: 'page';
}) {
  if (href === null)
    return (
      <button type="button" {...rest} onClick={onGo}>
        {children}
      </button>
    );
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onGo();
      }}
    >
      {children}
    </a>
  );
}

/**
 * Paging at 15/30/50 per page with the total and a jump box; on a phone (below 768 px, CSS only, so the server
 * and the first render agree) the numbers give way to the compact 上一页 · n / N · 下一页 form. With `hrefOf` the
 * pages are links, with rel="prev"/"next" on the steps. `minimal` keeps only the steps and the page numbers, for a
 * short list of fixed page size in a side panel (the calendar's day).
 */
export function ListPagination({
  current,
  pageSize,
  total,
  hrefOf,
  onChange,
  minimal = false,
  className = 'list-pagination',
}: {
  current: number;
  pageSize: number;
  total: number;
  hrefOf?(page: number): string;
  onChange(page: number, pageSize: number): void;
  minimal?: boolean;
  className?: string;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(Math.min(total, 10_000 * pageSize) / pageSize));
  const go = (page: number) => page !== current && onChange(page, pageSize);
  const href = (page: number) => (hrefOf ? hrefOf(page) : null);
  const step = (page: number, label: '上一页' | '下一页', icon: typeof LeftOutlined) =>
    page < 1 || page > pages ? (
      <span className="pager__step" aria-disabled="true" aria-label={label} role="link">
        <Icon icon={icon} />
      </span>
    ) : (
      <PageTarget
        href={href(page)}
        onGo={() => go(page)}
        className="pager__step"
        rel={hrefOf ? (label === '上一页' ? 'prev' : 'next') : undefined}
        aria-label={label}
      >
        <Icon icon={icon} />
      </PageTarget>
    );
  return (
    <nav className={`${className} pager`} aria-label="分页">
      {minimal ? null : <span className="pager__total">共 {total.toLocaleString('zh-CN')} 条</span>}
      {step(current - 1, '上一页', LeftOutlined)}
      <ul className="pager__pages">
        {pageWindow(current, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageTarget
                href={href(p)}
                onGo={() => go(p)}
                title={String(p)}
                className="pager__page"
                aria-current={p === current ? 'page' : undefined}
                aria-label={`第 ${p} 页`}
              >
                {p}
              </PageTarget>
            </li>
          ),
        )}
      </ul>
      <span className="pager__compact" aria-hidden="true">
        {current} / {pages}
      </span>
      {step(current + 1, '下一页', RightOutlined)}
      {minimal ? null : (
        <>
          <select
            className="pager__size"
            aria-label="每页条数"
            value={pageSize}
            onChange={(e) => onChange(1, Number(e.target.value))}
          >
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n} 条/页
              </option>
            ))}
          </select>
          <QuickJumper pages={pages} onJump={go} />
        </>
      )}
    </nav>
  );
}
