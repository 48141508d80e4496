import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chatCompaniesQuery } from './api/chat-api.ts';

/** 企业 for qypj / zcpp: a searchable picker over the company database. */
export function CompanyPicker({ value, onChange, disabled }: { value: number | undefined; onChange(id: number): void; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useQuery({ ...chatCompaniesQuery(keyword), placeholderData: keepPreviousData });
  const current = useQuery({ ...chatCompaniesQuery('', value), enabled: value !== undefined });
  const options = [...(current.data?.list ?? []), ...(list.data?.list ?? [])]
    .filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i)
    .map((c) => ({ value: c.id, label: c.name, title: `${c.name}（${c.region}·${c.industry}）` }));
  return (
    <div className="chat-company">
      <span className="chat-company__label">选择企业</span>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={value}
        onChange={onChange}
        options={options}
        disabled={disabled}
        placeholder="输入企业名称或统一社会信用代码搜索"
        notFoundContent={list.isFetching ? '搜索中…' : '未找到相关企业'}
        style={{ width: 420 }}
        aria-label="选择企业"
      />
    </div>
  );
}
