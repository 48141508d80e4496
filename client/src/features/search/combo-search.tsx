import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestion } from '@aikc/shared/schemas/search-help';
import { HeaderSuggestList, orderedSuggestions, suggestionId } from './header-suggest-list.tsx';
import { useSuggestions } from './api/suggestions.ts';
import './header-search.css';

/**
 * A search box that is one input element from the server render on, never swapped for another (issue 31: a box
 * replaced on focus dropped the focus and the first keystrokes, and would break an IME composition). When
 * `suggests`, it suggests themes and titles as the visitor types in its own small listbox (no antd needed);
 * Enter searches what was typed, or opens the option chosen with the arrow keys. The header and the list pages
 * use it, each with its own look (`classPrefix`).
 */
export function ComboSearch({
  value,
  onChange,
  onSearch,
  suggests,
  placeholder,
  ariaLabel,
  classPrefix,
  button,
  buttonLabel,
}: {
  value: string;
  onChange(value: string): void;
  onSearch(raw: string): void;
  suggests: boolean;
  placeholder: string;
  ariaLabel: string;
  classPrefix: string;
  button: ReactNode;
  /** The button's accessible name when it shows an icon only. */
  buttonLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const items = orderedSuggestions(useSuggestions(suggests && open ? value : ''));
  const shown = suggests && open && items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const search = (raw: string) => {
    close();
    onSearch(raw);
  };
  const pick = (s: SearchSuggestion) => {
    close();
    if (s.kind === 'policy' && s.id !== undefined) {
      onChange('');
      navigate(`/policy/detail/${s.id}`);
    } else {
      onChange(s.text);
      search(s.text);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = shown && active >= 0 ? items[active] : undefined;
    if (chosen) pick(chosen);
    else search(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME candidate belong to the IME, not to the list.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') close();
    else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length) {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = items.length;
      // -1 is the typed text itself: the walk wraps through it, as antd's AutoComplete did.
      setActive((i) => (i + step >= n ? -1 : i + step < -1 ? n - 1 : i + step));
    }
  };

  return (
    <form className={classPrefix} role="search" onSubmit={submit}>
      <input
        className={`${classPrefix}__input`}
        type="search"
        name="keyword"
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        aria-label={ariaLabel}
        role={suggests ? 'combobox' : undefined}
        aria-autocomplete={suggests ? 'list' : undefined}
        aria-expanded={suggests ? shown : undefined}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && active >= 0 ? suggestionId(listId, active) : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button className={`${classPrefix}__button`} type="submit" aria-label={buttonLabel}>
        {button}
      </button>
      {shown ? <HeaderSuggestList id={listId} items={items} active={active} onPick={pick} /> : null}
    </form>
  );
}
