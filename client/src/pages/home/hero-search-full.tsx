import { SuggestInput } from '../../features/search/suggest-input.tsx';

/**
 * The hero's suggesting box (antd AutoComplete, policy suggestions). Fetched when the visitor first reaches for
 * the box; hero-search.tsx shows a plain one of the same size until then.
 */
function HeroSearchFull(props: {
  value: string;
  onChange(value: string): void;
  onSearch(keyword: string): void;
  placeholder: string;
  suggest: boolean;
  autoFocus: boolean;
}) {
  return (
    <SuggestInput
      className="hero-search__box"
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      onSearch={props.onSearch}
      ariaLabel="搜索"
      enabled={props.suggest}
      autoFocus={props.autoFocus}
    />
  );
}

export default HeroSearchFull;
