import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { MetaTable } from '../../features/search/meta-table.tsx';
import { formatCapital } from '../../features/company/format-capital.ts';
import { CompanyStatusTag } from './company-status-tag.tsx';

/** 基本信息: the register's facts (the tab a company page opens on, so plain elements only). */
export function BasicTab({ c }: { c: CompanyDetail }) {
  return (
    <MetaTable
      labelWidth={140}
      items={[
        { label: '企业名称', value: c.name, wide: true },
        { label: '统一社会信用代码', value: c.credit_code },
        { label: '法定代表人', value: c.legal_person },
        { label: '经营状态', value: <CompanyStatusTag status={c.status} /> },
        { label: '成立日期', value: c.founded_date },
        { label: '注册资本', value: formatCapital(c.registered_capital) },
        { label: '企业类型', value: c.company_type },
        { label: '所属行业', value: `${c.industry_name}（${c.industry_code}）` },
        { label: '参保人数', value: `${c.staff_count.toLocaleString('zh-CN')} 人` },
        { label: '所属地区', value: c.region_name },
        { label: '注册地址', value: c.address },
        { label: '经营范围', value: <span style={{ lineHeight: 1.8 }}>{c.business_scope}</span>, wide: true },
      ]}
    />
  );
}
