import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { renumberHeadings } from '@aikc/shared/article-headings';
import { withAntdLazy } from '../../lib/antd/load-antd-scope.ts';
import { LoadingRows } from '../../components/common/states.tsx';
import './detail.css';

/** A detail page's two columns: the document and a 300 px aside of related items. */
export function DetailLayout({ main, aside }: { main: ReactNode; aside?: ReactNode }) {
  return (
    <div className="detail-layout">
      <article className="detail-main">{main}</article>
      {aside ? <aside className="detail-aside">{aside}</aside> : null}
    </div>
  );
}

/** A titled block of the aside. */
export function SideCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="side-card">
      <header className="side-card__head">
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** Links in an aside block, with an empty state. */
export function SideLinks({
  items,
  empty,
}: {
  items: { key: string | number; to: string; title: string; meta?: ReactNode }[];
  empty: string;
}) {
  if (items.length === 0) return <p className="detail-empty">{empty}</p>;
  return (
    <ul className="side-links">
      {items.map((i) => (
        <li key={i.key}>
          <Link to={i.to} title={i.title}>
            {i.title}
          </Link>
          {i.meta ? <span className="side-links__meta">{i.meta}</span> : null}
        </li>
      ))}
    </ul>
  );
}

// The failure view (antd Result, with antd's context: the detail pages have none) loads only when a detail query
// has failed.
const DetailFailure = lazy(() => withAntdLazy(() => import('./detail-failure.tsx').then((m) => m.default)));

/** Loading and failure states of a detail query: 404 gets a friendly "not found", anything else a retry hint. */
export function DetailState({ error, backTo, backLabel }: { error: unknown; backTo: string; backLabel: string }) {
  const loading = <LoadingRows title rows={14} />;
  if (!error) return loading;
  return (
    <Suspense fallback={loading}>
      <DetailFailure error={error} backTo={backTo} backLabel={backLabel} />
    </Suspense>
  );
}

/**
 * Server-sanitised HTML (allow-listed on the API) in the portal's article typography; its headings start at `top`,
 * the level below the heading the body sits under (shared/article-headings, as the edge's server render does).
 */
export function ArticleBody({ html, top }: { html: string; top: 2 | 3 }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: renumberHeadings(html, top) }} />;
}
