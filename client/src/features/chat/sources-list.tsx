import { Link } from 'react-router-dom';
import type { ChatSource } from '@aikc/shared/schemas/chat';

/** The documents under an answer: marker, title (a link), 文号, 发文机关 and date. */
export function SourcesList({ sources }: { sources: readonly ChatSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="chat-sources">
      <div className="chat-sources__title">参考来源</div>
      <ol>
        {sources.map((s) => (
          <li key={s.n} value={s.n}>
            <Link to={s.route} target="_blank" className="chat-sources__link">
              {s.title}
            </Link>
            <span className="chat-sources__meta">{[s.doc_no, s.agency, s.date].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
