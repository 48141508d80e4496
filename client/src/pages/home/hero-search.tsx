import { useState } from 'react';
import { Segmented } from 'antd';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import { useSearchHistory } from '../../features/search/search-history.ts';
import { SuggestInput } from '../../features/search/suggest-input.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { Icon } from '../../components/common/icon.tsx';

export type SearchKind = 'policy' | 'project' | 'company';

const KINDS: { value: SearchKind; label: string; placeholder: string }[] = [
  { value: 'policy', label: '政策', placeholder: '请输入政策名称、文号或关键词，如：高新技术企业' },
  { value: 'project', label: '项目', placeholder: '请输入申报项目名称或关键词，如：研发费用补助' },
  { value: 'company', label: '企业', placeholder: '请输入企业名称或统一社会信用代码' },
];

const HOT_WORDS: Record<SearchKind, string[]> = {
  policy: ['高新技术企业', '专精特新小巨人', '研发费用加计扣除', '首台套', '瞪羚企业'],
  project: ['科技计划项目', '首台套', '技术改造', '创新平台', '科技成果转化'],
  company: ['高新技术企业', '专精特新“小巨人”', '科技型中小企业', '瞪羚企业'],
};

/** Region codes of the header's city choice ('' for nationwide). */
export interface SearchRegion {
  province: string;
  city: string;
}

/**
 * The list route for a search: `/<kind>/list/<:s>` with the keyword and the header's region in the shared
 * filter codec, so the link shows what the user saw.
 */
export function searchPath(
  kind: SearchKind,
  keyword: string,
  region: SearchRegion = { province: '', city: '' },
): string {
  const f = { keyword: keyword.trim().slice(0, 100), ...region };
  const s =
    kind === 'policy'
      ? policyFilterCodec.encode(f)
      : kind === 'project'
        ? projectFilterCodec.encode(f)
        : companyFilterCodec.encode(f);
  return s ? `/${kind}/list/${s}` : `/${kind}/list`;
}

/** The hero search: a type switch (政策/项目/企业), the box, and hot keywords. */
export const HeroSearch = observer(function HeroSearch() {
  const [kind, setKind] = useState<SearchKind>('policy');
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const { city } = useStores();
  const policyHistory = useSearchHistory('policy');
  const projectHistory = useSearchHistory('project');
  const companyHistory = useSearchHistory('company');
  const history = kind === 'policy' ? policyHistory : kind === 'project' ? projectHistory : companyHistory;
  const current = KINDS.find((k) => k.value === kind) ?? KINDS[0]!;
  const region = {
    province: city.city.provinceId ? String(city.city.provinceId) : '',
    city: city.city.cityId ? String(city.city.cityId) : '',
  };
  const go = (keyword: string) => {
    if (keyword.trim()) history.add(keyword);
    navigate(searchPath(kind, keyword, region), { state: { fromList: true } });
  };
  return (
    <div className="hero-search">
      <Segmented
        className="hero-search__kinds"
        options={KINDS.map((k) => ({ value: k.value, label: k.label }))}
        value={kind}
        onChange={(v) => setKind(v as SearchKind)}
      />
      <SuggestInput
        className="hero-search__box"
        value={value}
        onChange={setValue}
        placeholder={current.placeholder}
        onSearch={go}
        ariaLabel="搜索"
        enabled={kind === 'policy'}
      />
      <div className="hero-search__hot">
        <span>
          <Icon icon={FireOutlined} /> 热门搜索：
        </span>
        {HOT_WORDS[kind].map((w) => (
          <button key={w} type="button" onClick={() => go(w)}>
            {w}
          </button>
        ))}
      </div>
    </div>
  );
});
