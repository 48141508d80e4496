import { useState } from 'react';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { useSearchHistory, type HistoryKind } from './search-history.ts';
import { ComboSearch } from './combo-search.tsx';
import './search-bar.css';

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
      {/* One input from the first paint (issue 31: the plain box swapped for antd's on focus lost keystrokes). */}
      <ComboSearch
        value={value}
        onChange={setValue}
        onSearch={submit}
        suggests={kind === 'policy'}
        placeholder={placeholder}
        ariaLabel="搜索关键词"
        classPrefix="list-search-plain"
        button="搜 索"
      />
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
