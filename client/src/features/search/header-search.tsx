import { lazy, Suspense, useState, type FormEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { HEADER_SEARCH_LABEL, HEADER_SEARCH_PLACEHOLDER } from './header-search-text.ts';
import './header-search.css';
import { Icon } from '../../components/common/icon.tsx';
import { withAntdLazy } from '../../app/load-antd-scope.ts';

// antd's AutoComplete, so in antd's context (the header around it has none, app/antd-scope.tsx).
const HeaderSearchFull = lazy(() => withAntdLazy(() => import('./header-search-full.tsx').then((m) => m.default)));

/**
 * The header's policy search (in the service bar, on every page). The first route carries a plain box of the
 * same size; the suggesting one (antd AutoComplete, search history, filter codec) is fetched when the visitor
 * first points at, touches or focuses the box, and takes its place with what was typed and the focus.
 * A search sent before that (Enter in the plain box) still opens the policy list.
 */
export function HeaderSearch() {
  const [full, setFull] = useState(false);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const wake = () => setFull(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = draft.trim().slice(0, 100);
    if (!keyword) return;
    void Promise.all([import('@aikc/shared/filters'), import('./search-history.ts')]).then(
      ([{ policyFilterCodec }, { SearchHistory }]) => {
        new SearchHistory(typeof localStorage === 'undefined' ? null : localStorage, 'policy').add(keyword);
        setDraft('');
        navigate(`/policy/list/${policyFilterCodec.encode({ keyword })}`);
      },
    );
  };
  const plain = (
    <form className="header-search-plain" role="search" onSubmit={submit} onPointerEnter={wake} onTouchStart={wake}>
      <input
        className="header-search-plain__input"
        type="search"
        name="keyword"
        value={draft}
        maxLength={100}
        placeholder={HEADER_SEARCH_PLACEHOLDER}
        aria-label={HEADER_SEARCH_LABEL}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={() => {
          setFocused(true);
          wake();
        }}
        onBlur={() => {
          setFocused(false);
        }}
      />
      <button className="header-search-plain__button" type="submit" aria-label="搜索">
        <Icon icon={SearchOutlined} />
      </button>
    </form>
  );
  return (
    <div className="header-search">
      {full ? (
        <Suspense fallback={plain}>
          <HeaderSearchFull initialValue={draft} autoFocus={focused} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
