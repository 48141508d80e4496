import type { ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/common/icon.tsx';
import { EmptyState, LoadingRows } from '../../components/common/states.tsx';
import './home-section.css';

/** One row of a home list section (latest policies, news, closing declarations). */
export interface HomeListItem {
  key: string | number;
  title: string;
  to: string;
  /** Right-hand meta: a date or a deadline. */
  meta?: string;
  tag?: ReactNode;
}

export interface HomeSectionProps {
  id?: string;
  title: string;
  icon: ReactNode;
  moreTo: string;
  /** undefined while loading. Issue 4 feeds these from its queries. */
  items: HomeListItem[] | undefined;
  emptyText: string;
}

/** A titled list card of the home page with 查看更多, a loading skeleton and an empty state. */
export function HomeSection({ id, title, icon, moreTo, items, emptyText }: HomeSectionProps) {
  return (
    <section className="home-card" id={id}>
      <header className="home-card__head">
        <h2>
          {icon}
          {title}
        </h2>
        <Link to={moreTo} className="home-card__more">
          查看更多 <Icon icon={RightOutlined} />
        </Link>
      </header>
      {items === undefined ? (
        <LoadingRows rows={5} style={{ padding: '4px 0' }} />
      ) : items.length === 0 ? (
        <EmptyState simple className="home-empty">
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="home-list">
          {items.map((i) => (
            <li key={i.key}>
              {typeof i.tag === 'string' ? <span className="home-list__tag">{i.tag}</span> : i.tag}
              <Link to={i.to} className="home-list__title" title={i.title}>
                {i.title}
              </Link>
              {i.meta ? <span className="home-list__meta">{i.meta}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
