import { useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import { HEADER_SEARCH_LABEL, HEADER_SEARCH_PLACEHOLDER } from './header-search-text.ts';
import { ComboSearch } from './combo-search.tsx';
import './header-search.css';
import { Icon } from '../../components/common/icon.tsx';

/** The header's policy search (in the service bar, on every page): one input from the first paint on (combo-search). */
export function HeaderSearch() {
  const [draft, setDraft] = useState('');
  const navigate = useNavigate();
  const search = (raw: string) => {
    const keyword = raw.trim().slice(0, 100);
    if (!keyword) return;
    // The filter codec and history stay out of the first route's code until a search is sent.
    void Promise.all([import('@aikc/shared/filters'), import('./search-history.ts')]).then(
      ([{ policyFilterCodec }, { SearchHistory }]) => {
        new SearchHistory(typeof localStorage === 'undefined' ? null : localStorage, 'policy').add(keyword);
        setDraft('');
        navigate(`/policy/list/${policyFilterCodec.encode({ keyword })}`);
      },
    );
  };
  return (
    <div className="header-search">
      <ComboSearch
        value={draft}
        onChange={setDraft}
        onSearch={search}
        suggests
        placeholder={HEADER_SEARCH_PLACEHOLDER}
        ariaLabel={HEADER_SEARCH_LABEL}
        classPrefix="header-search-plain"
        button={<Icon icon={SearchOutlined} />}
        buttonLabel="搜索"
      />
    </div>
  );
}
