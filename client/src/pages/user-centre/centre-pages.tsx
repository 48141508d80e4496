import type { ComponentType } from 'react';
import type { UserCentrePage } from '@aikc/shared/routes';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { CENTRE_ENTRIES } from './centre-menu.tsx';
import { CentreFrame } from './centre-frame.tsx';
import { MyRightsPage } from '../user/my-rights-page.tsx';
import { OrderListPage } from '../user/order-list-page.tsx';
import { VipRightsPage } from '../user/vip-rights-page.tsx';
import { ApiKeysPage } from './api-keys-page.tsx';
import { ApiOrderPage } from './api-order-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { MyCompanyPage } from './my-company-page.tsx';
import { PushListPage } from './push-list-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';
import { UserIndexPage } from './user-index-page.tsx';

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
PAGES.set('order_list', OrderListPage);
PAGES.set('my_rights', MyRightsPage);
PAGES.set('vip_rights', VipRightsPage);
PAGES.set('subscription', SubscriptionPage);
PAGES.set('push_list', PushListPage);
PAGES.set('my_company', MyCompanyPage);
PAGES.set('feedback', FeedbackPage);

// The open API's pages (keys and usage; packages = the spec's api_order).
PAGES.set('api_keys', ApiKeysPage);
PAGES.set('api_order', ApiOrderPage);

/** The component of a personal-centre page (one stable component per key). */
export function centrePageFor(key: UserCentrePage): ComponentType {
  return PAGES.get(key) ?? UserIndexPage;
}
