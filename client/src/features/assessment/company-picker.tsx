import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CompanyFilterSchema } from '@aikc/shared/filters';
import { companyListQuery } from '../company/api/companies.ts';

/**
 * Chooses a company from the enterprise database to prefill the form (the user's own company list is a later
 * feature). Searches by name as the user types.
 */
export function CompanyPicker({
  value,
  onPick,
}: {
  value: { id: number; name: string } | null;
  onPick: (c: { id: number; name: string } | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery({
    ...companyListQuery(CompanyFilterSchema.parse({ keyword, pageSize: 10 })),
    enabled: keyword.trim().length >= 2,
  });
  const options = (q.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      style={{ width: 420 }}
      placeholder="输入企业名称（至少2个字）检索企业库，自动带入已有数据"
      value={value ? { value: value.id, label: value.name } : undefined}
      labelInValue
      loading={q.isFetching}
      notFoundContent={keyword.trim().length >= 2 ? (q.isFetching ? '检索中…' : '未找到该企业') : null}
      options={options}
      onChange={(v: { value: number; label: string } | undefined) =>
        onPick(v ? { id: v.value, name: String(v.label) } : null)
      }
      aria-label="从企业库带入数据"
      data-testid="company-picker"
    />
  );
}
