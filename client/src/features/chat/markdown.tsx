import { lazy, Suspense } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router-dom';
import type { ChatSource } from '@aikc/shared/schemas/chat';

/**
 * An answer's markdown, rendered safely: raw HTML in it is shown as text (react-markdown without rehype-raw
 * never creates elements from it), links go only to http(s) or to our own routes, and [n] markers become
 * links to the cited document. Loaded lazily: the renderer is the page's largest dependency.
 */
const MARKER = /(?<!\\)\[(\d{1,3})\](?!\()/g;

export function safeUrl(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\//i.test(url)) return defaultUrlTransform(url);
  return '';
}

/** [n] → a link to source n's route (markers of unknown sources were dropped by the API already). */
export function linkMarkers(text: string, sources: readonly ChatSource[]): string {
  const byN = new Map(sources.map((s) => [s.n, s]));
  return text.replace(MARKER, (m, n: string) => {
    const s = byN.get(Number(n));
    return s ? `[\\[${n}\\]](${s.route} "${s.title.replace(/"/g, '＂')}")` : m;
  });
}

const RadarChart = lazy(() => import('./radar-chart.tsx'));

const components: Components = {
  code({ className, children }) {
    if (className === 'language-radar') {
      return (
        <Suspense fallback={<span className="chat-radar chat-radar--loading">雷达图加载中…</span>}>
          <RadarChart source={String(children).trim()} />
        </Suspense>
      );
    }
    return <code className={className}>{children}</code>;
  },
  pre({ children }) {
    return <div className="chat-pre">{children}</div>;
  },
  a({ href, children, title }) {
    const url = safeUrl(href ?? '');
    if (!url) return <span>{children}</span>;
    if (url.startsWith('/')) {
      const marker = /^\[\d+\]$/.test(String(children));
      return (
        <Link
          to={url}
          title={title}
          className={marker ? 'chat-cite' : undefined}
          target={marker ? '_blank' : undefined}
        >
          {children}
        </Link>
      );
    }
    return (
      <a href={url} title={title} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
};

export function AnswerMarkdown({ text, sources }: { text: string; sources: readonly ChatSource[] }) {
  return (
    <div className="chat-md">
      <Markdown urlTransform={safeUrl} components={components} remarkPlugins={[remarkGfm]}>
        {linkMarkers(text, sources)}
      </Markdown>
    </div>
  );
}
