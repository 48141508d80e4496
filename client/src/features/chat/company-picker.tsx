import { useEffect, useState } from 'react';
import { Select, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isNotEvaluable } from '@aikc/shared/company-status';
import { chatCompaniesQuery, chatCompanyQuery } from './api/chat-api.ts';
import { useMyLinkedCompanies } from './my-companies.ts';

/** A 注销 / 吊销 company is listed with its status and cannot be chosen: it is not evaluated. */
function ClosedMark({ status }: { status: string }) {
  return (
    <Tag color="red" style={{ marginLeft: 6 }}>
      已{status}，不可评价
    </Tag>
  );
}

/** The typed text once the user pauses (250 ms): one search per pause, not per key. */
function usePaused(text: string, ms = 250): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setPaused(text), ms);
    return () => clearTimeout(t);
  }, [text, ms]);
  return paused;
}

/**
 * 企业 for qypj / zcpp: 我的企业 first, then a search over the company database by name or credit code as the
 * user types (with or without 我的企业). The search text is held here and given back to the select, so what the
 * box shows and what is searched are one value; options are never filtered again on the client.
 */
export function CompanyPicker({
  value,
  onChange,
  disabled,
}: {
  value: number | undefined;
  onChange(id: number): void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const keyword = usePaused(typed.trim());
  const mine = useMyLinkedCompanies();
  const list = useQuery({ ...chatCompaniesQuery(keyword), placeholderData: keepPreviousData });
  const mineIds = new Set(mine.list.map((c) => c.company_id));
  const current = useQuery({
    ...chatCompanyQuery(value ?? 0),
    enabled: value !== undefined && !mineIds.has(value),
  });
  const k = keyword.toLowerCase();
  const mineOptions = mine.list
    .filter((c) => !k || c.name.toLowerCase().includes(k) || c.credit_code.toLowerCase() === k)
    .map((c) => {
      const closed = isNotEvaluable(c.status);
      return {
        value: c.company_id,
        disabled: closed,
        label: (
          <span data-testid="my-company-option">
            {c.name}
            {c.is_default && !closed && (
              <Tag color="blue" style={{ marginLeft: 6 }}>
                默认
              </Tag>
            )}
            {closed && <ClosedMark status={c.status} />}
          </span>
        ),
        title: `${c.name}（我的企业${closed ? `，已${c.status}` : ''}）`,
      };
    });
  // The chosen company first (so the box can name it), then the search results.
  const found = [
    ...(value !== undefined && !mineIds.has(value) ? (current.data?.list ?? []) : []),
    ...(list.data?.list ?? []),
  ];
  const dbOptions = found
    .filter((c, i, all) => !mineIds.has(c.id) && all.findIndex((x) => x.id === c.id) === i)
    .map((c) => ({
      value: c.id,
      disabled: !c.evaluable,
      label: (
        <span>
          {c.name}
          {!c.evaluable && <ClosedMark status={c.status} />}
        </span>
      ),
      title: `${c.name}（${c.region}·${c.industry}${c.evaluable ? '' : `，已${c.status}`}）`,
    }));
  const options = [
    ...(mineOptions.length ? [{ label: '我的企业', title: '我的企业', options: mineOptions }] : []),
    ...(dbOptions.length ? [{ label: '企业库', title: '企业库', options: dbOptions }] : []),
  ];
  const searching = list.isFetching || keyword !== typed.trim();
  return (
    <div className="chat-company">
      <span className="chat-company__label">选择企业</span>
      <Select
        showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
        value={value}
        onChange={(id: number) => {
          setTyped('');
          onChange(id);
        }}
        options={searching && typed.trim() ? [] : options}
        disabled={disabled}
        placeholder="选择我的企业，或输入企业名称、统一社会信用代码搜索企业库"
        notFoundContent={searching ? '搜索中…' : '未找到相关企业'}
        style={{ width: 420 }}
        aria-label="选择企业"
      />
    </div>
  );
}
