import { observer } from 'mobx-react-lite';
import { Badge, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/store-context.tsx';

/** The header bell with the live unread total (BadgeStore, fed by the gateway); links to 我的消息. */
export const MessageBell = observer(function MessageBell() {
  const { badge, session } = useStores();
  const total = session.isLoggedIn ? badge.total : 0;
  return (
    <Tooltip title={total > 0 ? `您有 ${total} 条未读消息` : '消息中心'}>
      <Link
        to="/user/message"
        className="message-bell"
        aria-label={`消息中心，未读 ${total} 条`}
        data-testid="message-bell"
      >
        <Badge count={total} overflowCount={99} size="small" offset={[2, -2]}>
          <BellOutlined className="message-bell__icon" />
        </Badge>
      </Link>
    </Tooltip>
  );
});
