import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserCentrePage } from '@aikc/shared/routes';
import { MyRightsPage } from '../user/my-rights-page.tsx';
import { OrderListPage } from '../user/order-list-page.tsx';
import { VipRightsPage } from '../user/vip-rights-page.tsx';
import { ApiKeysPage } from './api-keys-page.tsx';
import { ApiOrderPage } from './api-order-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { MyCompanyPage } from './my-company-page.tsx';
import { ProductSolutionPage } from './product-solution-page.tsx';
import { PushListPage } from './push-list-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

/** The personal-centre pages served from this module (routes.tsx loads the others, /user/index too, from their own files). */
const PAGES: Partial<Record<UserCentrePage, ComponentType>> = {
  feedback: FeedbackPage,
  my_rights: MyRightsPage,
  push_list: PushListPage,
  my_company: MyCompanyPage,
  order_list: OrderListPage,
  vip_rights: VipRightsPage,
  subscription: SubscriptionPage,
  product_solution: ProductSolutionPage,
  // The open API's pages (keys and usage; packages = the spec's api_order).
  api_keys: ApiKeysPage,
  api_order: ApiOrderPage,
};

/** A key this module does not serve (routes.tsx routes each elsewhere): the centre's home page. */
function UnroutedPage() {
  return <Navigate to="/user/index" replace />;
}

/** The component of a personal-centre page (one stable component per key; a key routed elsewhere: its own). */
export function centrePageFor(key: UserCentrePage): ComponentType {
  return PAGES[key] ?? UnroutedPage;
}
