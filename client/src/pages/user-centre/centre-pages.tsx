import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { UserCentrePage } from '@aikc/shared/routes';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { MembershipStatus } from '../../components/layout/header/membership-status.tsx';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CENTRE_ENTRIES } from './centre-menu.tsx';
import { CentreFrame } from './centre-frame.tsx';
import { PushListPage } from './push-list-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

/** /user/index: the overview with membership state and shortcuts to every page. */
const UserIndexPage = observer(function UserIndexPage() {
  const { user } = useCurrentUser();
  return (
    <CentreFrame title="个人中心">
      {user ? (
        <div style={{ marginBottom: 20, maxWidth: 480 }}>
          <MembershipStatus user={user} />
        </div>
      ) : null}
      <div className="centre-overview">
        {CENTRE_ENTRIES.filter((e) => e.key !== 'index').map((e) => (
          <Link key={e.key} to={`/user/${e.key}`} className="centre-overview__card">
            {e.icon}
            <div>
              <div className="centre-overview__label">{e.label}</div>
              <div className="centre-overview__desc">{e.key === 'message' ? '查看系统通知与政策提醒' : e.description.replace(/^这里将/, '')}</div>
            </div>
          </Link>
        ))}
      </div>
    </CentreFrame>
  );
});

function pendingPage(entry: (typeof CENTRE_ENTRIES)[number]): ComponentType {
  const Page = () => (
    <CentreFrame title={entry.label}>
      <PendingFeature description={entry.description} />
    </CentreFrame>
  );
  Page.displayName = `CentrePage(${entry.key})`;
  return Page;
}

const PAGES = new Map<UserCentrePage, ComponentType>(
  CENTRE_ENTRIES.map((e) => [e.key, e.key === 'index' ? UserIndexPage : pendingPage(e)]),
);
PAGES.set('subscription', SubscriptionPage);
PAGES.set('push_list', PushListPage);

/** The component of a personal-centre page (one stable component per key). */
export function centrePageFor(key: UserCentrePage): ComponentType {
  return PAGES.get(key) ?? UserIndexPage;
}
