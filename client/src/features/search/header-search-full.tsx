import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { policyFilterCodec } from '@aikc/shared/filters';
import { useSearchHistory } from './search-history.ts';
import { SuggestInput } from './suggest-input.tsx';
import { HEADER_SEARCH_LABEL, HEADER_SEARCH_PLACEHOLDER } from './header-search-text.ts';

/**
 * The header's policy search with suggestions (antd AutoComplete): suggests as the user types, opens the policy
 * list on Enter. Fetched when the visitor first reaches for the box (header-search.tsx shows a plain one until then).
 */
function HeaderSearchFull({ initialValue = '', autoFocus = false }: { initialValue?: string; autoFocus?: boolean }) {
  const [value, setValue] = useState(initialValue);
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
    <SuggestInput
      value={value}
      onChange={setValue}
      onSearch={go}
      size="small"
      placeholder={HEADER_SEARCH_PLACEHOLDER}
      ariaLabel={HEADER_SEARCH_LABEL}
      enterButton
      autoFocus={autoFocus}
    />
  );
}

export default HeaderSearchFull;
