import { useRef, useState, type ComponentType } from 'react';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useSearchHistory, type HistoryKind } from './search-history.ts';
import { withAntdLazy } from '../../app/load-antd-scope.ts';
import type { SuggestInputProps } from './suggest-input.tsx';

/**
 * The box before the suggesting one (antd AutoComplete and Input.Search) is loaded: the same size and words, and
 * Enter or the button searches. It is fetched when the visitor first points at, touches or focuses the box, and
 * takes its place (with the text and the focus) only once loaded, so no keystroke lands in a box that goes away.
 */
function PlainSearchBox({
  value,
  onChange,
  onSearch,
  placeholder,
  suggests,
  onWake,
}: {
  value: string;
  onChange(value: string): void;
  onSearch(keyword: string): void;
  placeholder: string;
  suggests: boolean;
  onWake(focused: boolean): void;
}) {
  return (
    <div className="list-search-plain" onPointerEnter={() => onWake(false)} onTouchStart={() => onWake(false)}>
      <input
        className="list-search-plain__input"
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        aria-label="搜索关键词"
        // It is the suggesting box's stand-in: the same role and name, so it is found the same way.
        role={suggests ? 'combobox' : undefined}
        aria-expanded={suggests ? false : undefined}
        aria-autocomplete={suggests ? 'list' : undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => onWake(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(value);
        }}
      />
      <button type="button" className="list-search-plain__button" onClick={() => onSearch(value)}>
        搜 索
      </button>
    </div>
  );
}

/**
 * The list page's search box with the visitor's recent searches of this kind underneath (at most 10, newest
 * first) and a 清空 action. A search is remembered when it is submitted. Policy searches suggest as the user types.
 */
export function SearchBar({
  kind,
  keyword,
  placeholder,
  onSearch,
}: {
  kind: HistoryKind;
  keyword: string;
  placeholder: string;
  onSearch(keyword: string): void;
}) {
  const [value, setValue] = useState(keyword);
  const [shownFor, setShownFor] = useState(keyword);
  const history = useSearchHistory(kind);
  const [suggest, setSuggest] = useState<{ Input: ComponentType<SuggestInputProps>; focus: boolean } | null>(null);
  const waking = useRef(false);
  const wake = (focused: boolean) => {
    if (waking.current) return;
    waking.current = true;
    // With antd's context: the list pages have none.
    void withAntdLazy(() => import('./suggest-input.tsx').then((m) => m.SuggestInput)).then(
      (m) =>
        setSuggest({
          Input: m.default,
          focus: focused || document.activeElement?.classList.contains('list-search-plain__input') === true,
        }),
      () => {
        waking.current = false; // the chunk failed to load: the plain box keeps working, a later touch tries again
      },
    );
  };
  // The box follows the URL (back/forward, a history click) without an effect.
  if (shownFor !== keyword) {
    setShownFor(keyword);
    setValue(keyword);
  }
  const submit = (raw: string) => {
    const k = raw.trim().slice(0, 100);
    if (k) history.add(k);
    onSearch(k);
  };
  return (
    <div className="list-search">
      {suggest ? (
        <suggest.Input
          value={value}
          onChange={setValue}
          onSearch={submit}
          placeholder={placeholder}
          ariaLabel="搜索关键词"
          enabled={kind === 'policy'}
          autoFocus={suggest.focus}
        />
      ) : (
        <PlainSearchBox
          value={value}
          onChange={setValue}
          onSearch={submit}
          placeholder={placeholder}
          suggests={kind === 'policy'}
          onWake={wake}
        />
      )}
      {history.items.length > 0 ? (
        <div className="search-history" aria-label="搜索历史">
          <span className="search-history__title">
            <Icon icon={ClockCircleOutlined} /> 搜索历史：
          </span>
          <ul>
            {history.items.map((h) => (
              <li key={h}>
                <button type="button" className="search-history__item" onClick={() => submit(h)}>
                  {h}
                </button>
                <button
                  type="button"
                  className="search-history__remove"
                  aria-label={`删除搜索历史 ${h}`}
                  onClick={() => history.remove(h)}
                >
                  <Icon icon={CloseOutlined} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="search-history__clear" onClick={history.clear}>
            <Icon icon={DeleteOutlined} /> 清空
          </button>
        </div>
      ) : null}
    </div>
  );
}
