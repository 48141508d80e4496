import { observer } from 'mobx-react-lite';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../../lib/use-client-value.ts';
import { useStores } from '../../../stores/store-context.tsx';
import { Icon } from '../../common/icon.tsx';
import './message-bell.css';

/** The header bell with the live unread total (BadgeStore, fed by the gateway); links to 我的消息. */
export const MessageBell = observer(function MessageBell() {
  const { badge, session } = useStores();
  // The server drew no count (it knows none): the browser's shows once the page has hydrated.
  const hydrated = useHydrated();
  const total = session.isLoggedIn && hydrated ? badge.total : 0;
  return (
    <Link
      to="/user/message"
      className="message-bell"
      aria-label={`消息中心，未读 ${total} 条`}
      title={total > 0 ? `您有 ${total} 条未读消息` : '消息中心'}
      data-testid="message-bell"
    >
      <span className="message-bell__badge">
        <Icon icon={BellOutlined} className="message-bell__icon" />
        {total > 0 ? (
          <sup className="message-bell__count" aria-hidden="true">
            {total > 99 ? '99+' : total}
          </sup>
        ) : null}
      </span>
    </Link>
  );
});
