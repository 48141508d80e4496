import { Result, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { ConsultButton } from '../../features/content/consult-button.tsx';
import { LegalDocumentView, legalTocItems } from '../../features/content/legal-document.tsx';
import { LegalLayout } from '../../features/content/legal-layout.tsx';
import { LinkButton } from '../../features/content/link-button.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { VIP_AGREEMENT } from './vip-agreement-text.ts';
import { VIP_CRUMB } from './vip-crumb.ts';

// routes.tsx loads every /vip/* page from this module.
export { VipNotesPage } from './vip-notes-page.tsx';

const HELP_LINKS = (
  <Space wrap>
    <LinkButton to="/vip/shuoming">购买说明</LinkButton>
    <LinkButton to="/vip/xieyi">会员服务协议</LinkButton>
    <ConsultButton type="primary">联系客服开通</ConsultButton>
  </Space>
);

/** /vip/pay_page (optional to=svip). Online payment is not built yet; the page says so and offers the hotline. */
export function VipPayPage() {
  const [params] = useSearchParams();
  const svip = params.get('to') === 'svip';
  const level = svip ? VIP_LEVEL_NAMES.svip : '会员';
  return (
    <PageFrame title={svip ? '开通SVIP会员' : '开通会员'} subtitle="开通会员，解锁政策匹配报告、企业评价报告与更多专属权益">
      <Result
        status="info"
        title="在线开通暂未开放"
        subTitle={`会员在线支付功能正在建设中。如需开通${level}，请拨打服务热线 ${HOTLINE}（${SERVICE_HOURS_TEXT}）或在线提交需求，客服将协助您办理。`}
        extra={HELP_LINKS}
      />
    </PageFrame>
  );
}

/** /vip/payOrder: no online order can exist yet, so the page says that plainly. */
export function VipPayOrderPage() {
  return (
    <PageFrame title="订单支付" crumbs={VIP_CRUMB}>
      <Result
        status="info"
        title="暂无待支付订单"
        subTitle={`在线下单与支付功能正在建设中。如需开通会员，请拨打服务热线 ${HOTLINE}（${SERVICE_HOURS_TEXT}）或在线提交需求。`}
        extra={HELP_LINKS}
      />
    </PageFrame>
  );
}

/** /vip/xieyi: 《AI科策云会员服务协议》. */
export function VipAgreementPage() {
  return (
    <PageFrame title="会员服务协议" crumbs={VIP_CRUMB}>
      <LegalLayout toc={[legalTocItems(VIP_AGREEMENT)]}>
        <LegalDocumentView doc={VIP_AGREEMENT} />
      </LegalLayout>
    </PageFrame>
  );
}
