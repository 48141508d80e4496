import type { ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/common/icon.tsx';

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

/** antd Empty's simple picture (an empty tray), drawn inline. */
function EmptyImage() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
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
        <div className="home-skeleton" aria-busy="true" aria-label="加载中">
          {[0, 1, 2, 3, 4].map((i) => (
            <span key={i} className="home-skeleton__row" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="home-empty">
          <EmptyImage />
          <p>{emptyText}</p>
        </div>
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
