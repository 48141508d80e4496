import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/common/icon.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import type { SearchKind } from './search-path.ts';
import './hero-search.css';

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

type FullBox = ComponentType<{
  value: string;
  onChange(value: string): void;
  onSearch(keyword: string): void;
  placeholder: string;
  suggest: boolean;
  autoFocus: boolean;
}>;

// antd's AutoComplete, in antd's context (the home page around it renders without antd, lib/antd/antd-scope.tsx).
const loadFull = () => withAntdLazy(() => import('./hero-search-full.tsx').then((m) => m.default));

/**
 * The hero search: a type switch (政策/项目/企业), the box, and hot keywords. The page paints a plain box of the
 * suggesting one's size; the suggesting box (antd) is fetched when the visitor first points at, touches or focuses
 * it, and takes over what was typed and the focus. A search sent before that still opens the list.
 */
export const HeroSearch = observer(function HeroSearch() {
  const [kind, setKind] = useState<SearchKind>('policy');
  const [value, setValue] = useState('');
  // The suggesting box once its code is here; the plain box stays mounted (and keeps the focus) until then.
  const [Full, setFull] = useState<FullBox | null>(null);
  const asked = useRef(false);
  const plainInput = useRef<HTMLInputElement>(null);
  const [focusOnSwap, setFocusOnSwap] = useState(false);
  const navigate = useNavigate();
  const { city } = useStores();
  const current = KINDS.find((k) => k.value === kind) ?? KINDS[0]!;
  const region = {
    province: city.city.provinceId ? String(city.city.provinceId) : '',
    city: city.city.cityId ? String(city.city.cityId) : '',
  };
  const wake = () => {
    if (asked.current) return;
    asked.current = true;
    loadFull().then(
      (m) => {
        setFocusOnSwap(document.activeElement === plainInput.current);
        setFull(() => m.default);
      },
      // The chunk failed (offline, new deployment): the plain box keeps working, and may ask again.
      () => {
        asked.current = false;
      },
    );
  };
  const go = (keyword: string) => {
    // The filter codecs and the history (both zod-checked) come with the first search.
    void Promise.all([import('./search-path.ts'), import('../../features/search/search-history.ts')]).then(
      ([{ searchPath }, { SearchHistory }]) => {
        if (keyword.trim())
          new SearchHistory(typeof localStorage === 'undefined' ? null : localStorage, kind).add(keyword);
        navigate(searchPath(kind, keyword, region), { state: { fromList: true } });
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(value);
  };
  const plain = (
    <form
      className="hero-search__box hero-search-plain"
      role="search"
      onSubmit={submit}
      onPointerEnter={wake}
      onTouchStart={wake}
    >
      <input
        ref={plainInput}
        className="hero-search-plain__input"
        type="search"
        value={value}
        maxLength={100}
        placeholder={current.placeholder}
        aria-label="搜索"
        onChange={(e) => setValue(e.target.value)}
        onFocus={wake}
      />
      <button className="hero-search-plain__button" type="submit">
        搜 索
      </button>
    </form>
  );
  return (
    <div className="hero-search">
      <div className="hero-kinds" role="group" aria-label="搜索类型">
        {KINDS.map((k) => (
          <button
            key={k.value}
            type="button"
            className={`hero-kinds__item${k.value === kind ? ' is-active' : ''}`}
            aria-pressed={k.value === kind}
            onClick={() => setKind(k.value)}
          >
            {k.label}
          </button>
        ))}
      </div>
      {Full ? (
        <Full
          value={value}
          onChange={setValue}
          onSearch={go}
          placeholder={current.placeholder}
          suggest={kind === 'policy'}
          autoFocus={focusOnSwap}
        />
      ) : (
        plain
      )}
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
