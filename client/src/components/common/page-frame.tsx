import type { ReactNode } from 'react';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { Icon } from './icon.tsx';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './page-frame.css';

export interface Crumb {
  title: string;
  to?: string;
}

export interface PageFrameProps {
  /** Heading and <title> of the page. */
  title: string;
  /** Crumbs between 首页 and the page itself. */
  crumbs?: Crumb[];
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** Buttons to the right of the heading. */
  extra?: ReactNode;
  /**
   * The content shows its own `h1` (a document's title): the frame's title is then a label drawn alike, so that
   * the page has one main heading. Until the document is there, the frame's title is the heading.
   */
  ownHeading?: boolean;
  children?: ReactNode;
}

/** The frame of every content page: breadcrumb, heading, and a white content card at the 1200 px width. */
export function PageFrame({ title, crumbs = [], subtitle, extra, ownHeading = false, children }: PageFrameProps) {
  useDocumentTitle(title);
  const Title = ownHeading ? 'p' : 'h1';
  // A plain list rather than antd's Breadcrumb: every content page draws it before its data, and antd's style
  // engine would be the first thing a server-rendered page has to run.
  return (
    <div className="page-frame container">
      <nav className="page-frame__crumbs" aria-label="当前位置">
        <ol>
          <li>
            <Link to="/">
              <Icon icon={HomeOutlined} /> 首页
            </Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.title}>{c.to ? <Link to={c.to}>{c.title}</Link> : c.title}</li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <section className="page-frame__card">
        <header className="page-frame__head">
          <div>
            <Title className="page-frame__title">{title}</Title>
            {subtitle ? <p className="page-frame__subtitle">{subtitle}</p> : null}
          </div>
          {extra ? <div className="page-frame__extra">{extra}</div> : null}
        </header>
        <div className="page-frame__body">{children}</div>
      </section>
    </div>
  );
}
