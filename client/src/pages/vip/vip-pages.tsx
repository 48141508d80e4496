import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';

const VIP_CRUMB = [{ title: '会员中心', to: '/vip/pay_page' }];

/** /vip/pay_page (optional to=svip): choose a membership level and pay. */
export function VipPayPage() {
  const [params] = useSearchParams();
  const svip = params.get('to') === 'svip';
  return (
    <PageFrame title={svip ? '开通SVIP会员' : '开通会员'} subtitle="开通会员，解锁政策匹配报告、企业评价报告与更多专属权益">
      <PendingFeature description={`这里将展示${svip ? 'SVIP' : 'VIP、SVIP'}会员套餐、权益对比与支付方式`} />
    </PageFrame>
  );
}

/** /vip/payOrder: the order being paid. */
export function VipPayOrderPage() {
  return (
    <PageFrame title="订单支付" crumbs={VIP_CRUMB}>
      <PendingFeature description="这里将展示订单信息、支付二维码与支付结果" />
    </PageFrame>
  );
}

/** /vip/xieyi: the membership agreement. */
export function VipAgreementPage() {
  return (
    <PageFrame title="会员服务协议" crumbs={VIP_CRUMB}>
      <PendingFeature description="这里将展示《AI科策云会员服务协议》全文" />
    </PageFrame>
  );
}

/** /vip/shuoming: purchase notes. */
export function VipNotesPage() {
  return (
    <PageFrame title="购买说明" crumbs={VIP_CRUMB}>
      <PendingFeature description="这里将说明会员的购买、生效、续费与开具发票规则" />
    </PageFrame>
  );
}
