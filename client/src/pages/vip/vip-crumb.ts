import type { Crumb } from '../../components/common/page-frame.tsx';

/** The breadcrumb above every /vip/* page. */
export const VIP_CRUMB: Crumb[] = [{ title: '会员中心', to: '/vip/pay_page' }];
