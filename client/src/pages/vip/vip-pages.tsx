import { PageFrame } from '../../components/common/page-frame.tsx';
import { LegalDocumentView, legalTocItems } from '../../features/content/legal-document.tsx';
import { LegalLayout } from '../../features/content/legal-layout.tsx';
import { VIP_AGREEMENT } from './vip-agreement-text.ts';
import { VIP_CRUMB } from './vip-crumb.ts';

// routes.tsx loads every /vip/* page from this module.
export { VipNotesPage } from './vip-notes-page.tsx';
export { VipPayPage } from './pay-page.tsx';
export { VipPayOrderPage } from './pay-order-page.tsx';

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
