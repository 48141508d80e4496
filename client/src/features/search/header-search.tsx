import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { policyFilterCodec } from '@aikc/shared/filters';
import { useSearchHistory } from './search-history.ts';
import { SuggestInput } from './suggest-input.tsx';
import './header-search.css';

/** The header's policy search (in the service bar, on every page): suggests as the user types, opens the policy list on Enter. */
export function HeaderSearch() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const history = useSearchHistory('policy');
  const go = (raw: string) => {
    const keyword = raw.trim().slice(0, 100);
    if (!keyword) return;
    history.add(keyword);
    setValue('');
    navigate(`/policy/list/${policyFilterCodec.encode({ keyword })}`);
  };
  return (
    <div className="header-search">
      <SuggestInput value={value} onChange={setValue} onSearch={go} size="small" placeholder="搜索政策，如：首台套" ariaLabel="全站政策搜索" enterButton />
    </div>
  );
}
