import { useEffect, useState } from 'react';
import { Select, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_COMPANY_MAX } from '@aikc/shared/schemas/user-company';
import { userCompanyListQuery } from '../user-company/api/user-companies.ts';
import { chatCompaniesQuery } from './api/chat-api.ts';

/**
 * The user's own companies (我的企业) that are linked to the company database, default first. One query for
 * the picker and the page (which starts a new qypj / zcpp chat on the default one).
 */
export function useMyLinkedCompanies() {
  const q = useQuery(userCompanyListQuery(1, USER_COMPANY_MAX));
  const list = (q.data?.list ?? []).filter((c): c is typeof c & { company_id: number } => c.company_id !== null);
  return { list, defaultId: list.find((c) => c.is_default)?.company_id, isPending: q.isPending };
}

/** 企业 for qypj / zcpp: 我的企业 first, then a search over the company database by name or credit code. */
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
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const mine = useMyLinkedCompanies();
  const list = useQuery({ ...chatCompaniesQuery(keyword), placeholderData: keepPreviousData });
  const mineIds = new Set(mine.list.map((c) => c.company_id));
  const current = useQuery({ ...chatCompaniesQuery('', value), enabled: value !== undefined && !mineIds.has(value) });
  const k = keyword.toLowerCase();
  const mineOptions = mine.list
    .filter((c) => !k || c.name.toLowerCase().includes(k) || c.credit_code.toLowerCase() === k)
    .map((c) => ({
      value: c.company_id,
      label: (
        <span data-testid="my-company-option">
          {c.name}
          {c.is_default && (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              默认
            </Tag>
          )}
        </span>
      ),
      title: `${c.name}（我的企业）`,
    }));
  const dbOptions = [...(current.data?.list ?? []), ...(list.data?.list ?? [])]
    .filter((c, i, all) => !mineIds.has(c.id) && all.findIndex((x) => x.id === c.id) === i)
    .map((c) => ({ value: c.id, label: c.name, title: `${c.name}（${c.region}·${c.industry}）` }));
  const options = [
    ...(mineOptions.length ? [{ label: '我的企业', title: '我的企业', options: mineOptions }] : []),
    ...(dbOptions.length ? [{ label: '企业库', title: '企业库', options: dbOptions }] : []),
  ];
  return (
    <div className="chat-company">
      <span className="chat-company__label">选择企业</span>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={value}
        onChange={onChange}
        options={options}
        disabled={disabled}
        placeholder="选择我的企业，或输入企业名称、统一社会信用代码搜索企业库"
        notFoundContent={list.isFetching ? '搜索中…' : '未找到相关企业'}
        style={{ width: 420 }}
        aria-label="选择企业"
      />
    </div>
  );
}
