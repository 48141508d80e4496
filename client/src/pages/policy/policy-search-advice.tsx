import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { Notice } from '../../components/common/states.tsx';
import type { SearchAdvice } from '@aikc/shared/schemas/search-help';
import { PolicyItem } from './policy-item.tsx';
import './policy-search-advice.css';

interface Props {
  keyword: string;
  advice: SearchAdvice;
  onSearch(p: { keyword: string; province?: string; city?: string }): void;
}

const quoted = (words: string[]) => words.map((w) => `「${w}」`).join('');

/**
 * What the list shows when a keyword finds nothing: 您是不是要找 for a likely misspelling, the best partial
 * matches with what they lack, and narrower searches that find documents. The page is never a dead end.
 */
export function PolicySearchAdvice({ keyword, advice, onSearch }: Props) {
  const { didYouMean, partial, related } = advice;
  const heading = partial?.corrected
    ? `未找到与“${keyword}”相关的政策，以下为“${partial.corrected}”的搜索结果`
    : partial?.place
      ? `未找到完全匹配“${keyword}”的政策，以下为${partial.place}地区的相关政策`
      : partial
        ? `未找到同时包含全部关键词的政策，以下结果不含${quoted(partial.missing)}`
        : `未找到与“${keyword}”相关的政策`;
  return (
    <section className="search-advice" aria-label="检索建议">
      {didYouMean ? (
        <p className="search-advice__dym">
          您是不是要找：
          <button type="button" className="link-button" onClick={() => onSearch({ keyword: didYouMean })}>
            {didYouMean}
          </button>
        </p>
      ) : null}
      <Notice type="info">{heading}</Notice>
      {related.length > 0 ? (
        <div className="search-advice__related">
          <Icon icon={BulbOutlined} /> 您可以尝试：
          {related.map((r) => (
            <button
              key={`${r.keyword}|${r.province ?? ''}|${r.city ?? ''}`}
              type="button"
              className="search-advice__query"
              onClick={() =>
                onSearch({ keyword: r.keyword, ...(r.province ? { province: r.province, city: r.city ?? '' } : {}) })
              }
            >
              {r.keyword}
              {r.province ? '（限定地区）' : ''}
              <span>约 {r.total} 条</span>
            </button>
          ))}
        </div>
      ) : (
        <p className="search-advice__tips">建议：检查输入是否有误，使用更简短或更常用的词语，或减少筛选条件。</p>
      )}
      {partial ? (
        <ul className="result-list" data-testid="policy-partial-results">
          {partial.list.map((p) => (
            <PolicyItem key={p.id} p={p} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
