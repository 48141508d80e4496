import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestion } from '@aikc/shared/schemas/search-help';
import { HEADER_SEARCH_LABEL, HEADER_SEARCH_PLACEHOLDER } from './header-search-text.ts';
import { HeaderSuggestList, orderedSuggestions, suggestionId } from './header-suggest-list.tsx';
import { useSuggestions } from './api/suggestions.ts';
import './header-search.css';
import { Icon } from '../../components/common/icon.tsx';

/**
 * The header's policy search (in the service bar, on every page): one input element from the server render on,
 * never swapped for another (issue 31: a box replaced on focus dropped the focus and the first keystrokes, and
 * would break an IME composition). It suggests themes and titles as the visitor types, in its own small listbox
 * (no antd on the first route); Enter searches what was typed, or opens the option chosen with the arrow keys.
 */
export function HeaderSearch() {
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const items = orderedSuggestions(useSuggestions(open ? draft : ''));
  const shown = open && items.length > 0;

  const search = (raw: string) => {
    const keyword = raw.trim().slice(0, 100);
    if (!keyword) return;
    setOpen(false);
    // The filter codec and history stay out of the first route's code until a search is sent.
    void Promise.all([import('@aikc/shared/filters'), import('./search-history.ts')]).then(
      ([{ policyFilterCodec }, { SearchHistory }]) => {
        new SearchHistory(typeof localStorage === 'undefined' ? null : localStorage, 'policy').add(keyword);
        setDraft('');
        navigate(`/policy/list/${policyFilterCodec.encode({ keyword })}`);
      },
    );
  };
  const pick = (s: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    if (s.kind === 'policy' && s.id !== undefined) {
      setDraft('');
      navigate(`/policy/detail/${s.id}`);
    } else {
      setDraft(s.text);
      search(s.text);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = shown && active >= 0 ? items[active] : undefined;
    if (chosen) pick(chosen);
    else search(draft);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME candidate belong to the IME, not to the list.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length) {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = items.length;
      // -1 is the typed text itself: the walk wraps through it, as antd's AutoComplete did.
      setActive((i) => (i + step >= n ? -1 : i + step < -1 ? n - 1 : i + step));
    }
  };

  return (
    <div className="header-search">
      <form className="header-search-plain" role="search" onSubmit={submit}>
        <input
          className="header-search-plain__input"
          type="search"
          name="keyword"
          value={draft}
          maxLength={100}
          autoComplete="off"
          placeholder={HEADER_SEARCH_PLACEHOLDER}
          aria-label={HEADER_SEARCH_LABEL}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown && active >= 0 ? suggestionId(listId, active) : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        <button className="header-search-plain__button" type="submit" aria-label="搜索">
          <Icon icon={SearchOutlined} />
        </button>
        {shown ? <HeaderSuggestList id={listId} items={items} active={active} onPick={pick} /> : null}
      </form>
    </div>
  );
}
