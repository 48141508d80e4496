import { Col, Row, Typography } from 'antd';
import { PRODUCT_NAME } from '@aikc/shared/constants';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { PendingFeature } from '../../components/common/pending-feature.tsx';
import { HOTLINE } from '../../lib/config.ts';

/** /gsdt: company news, history and about us. */
export function GsdtPage() {
  return (
    <PageFrame title="公司动态" subtitle={`了解${PRODUCT_NAME}的最新动态、发展历程与团队介绍`}>
      <Row gutter={32}>
        <Col span={16}>
          <PendingFeature description="这里将按时间顺序展示公司新闻、平台发布与合作动态" />
        </Col>
        <Col span={8}>
          <Typography.Title level={5}>关于我们</Typography.Title>
          <Typography.Paragraph type="secondary">
            {PRODUCT_NAME}是面向企业、政府机构、金融机构、产业园区及企业服务机构的科技政策与企业大数据服务平台，
            提供政策检索与解读、项目申报、企业查询、AI政策匹配及企业自评等服务。
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">服务热线：{HOTLINE}</Typography.Paragraph>
        </Col>
      </Row>
    </PageFrame>
  );
}

/** /agreement.html: user terms and the privacy policy (anchor #privacy). */
export function AgreementPage() {
  return (
    <PageFrame title="用户条款和隐私协议">
      <PendingFeature description="这里将展示《AI科策云用户条款》与《隐私协议》全文" />
      <div id="privacy" />
    </PageFrame>
  );
}
