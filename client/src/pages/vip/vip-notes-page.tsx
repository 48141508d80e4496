import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Row, Typography } from 'antd';
import { AlipayCircleOutlined, BankOutlined, WechatOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { VIP_DAILY_FEN } from '@aikc/shared/membership';
import { formatFen, PLAN_PRICES_FEN } from '@aikc/shared/rights';
import { VIP_LEVEL_NAMES, VIP_LEVELS, type VipLevel } from '@aikc/shared/vip';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { ScrollTable } from '../../components/common/scroll-table.tsx';
import { ConsultButton } from '../../features/content/consult-button.tsx';
import { LinkButton } from '../../features/content/link-button.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { VIP_CRUMB } from './vip-crumb.ts';
import './vip.css';

const LEVEL_NOTES: Record<VipLevel, { rights: string; how: string }> = {
  normal: { rights: '政策检索与解读、申报日历、企业查询等基础服务', how: '注册登录即可使用，无需付费' },
  vip: { rights: '政策匹配报告、企业评价报告等会员专属权益', how: '在开通会员页面选择期限，微信或支付宝扫码支付' },
  svip: {
    rights: `包含${VIP_LEVEL_NAMES.vip}全部权益，并享有更高的使用次数和更多专属服务`,
    how: '在开通会员页面选择期限，微信或支付宝扫码支付',
  },
};

const PAYMENTS = [
  {
    icon: <WechatOutlined style={{ color: '#15803d' }} />,
    name: '微信支付',
    text: '扫码支付，支付成功后会员即时生效。',
  },
  {
    icon: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
    name: '支付宝',
    text: '扫码支付，支付成功后会员即时生效。',
  },
  {
    icon: <BankOutlined style={{ color: '#fa8c16' }} />,
    name: '对公转账',
    text: '请先联系客服获取收款信息，转账时备注订单号，款项到账确认后开通。',
  },
];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="vip-notes__block">
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** /vip/shuoming: how levels, validity, renewal, queued levels, payment, invoices and refunds work. */
export function VipNotesPage() {
  const { vip, svip } = VIP_LEVEL_NAMES;
  return (
    <PageFrame
      title="购买说明"
      crumbs={VIP_CRUMB}
      subtitle={`开通${PRODUCT_NAME}会员前，请阅读以下说明及《${PRODUCT_NAME}会员服务协议》`}
      extra={<LinkButton to="/vip/xieyi">会员服务协议</LinkButton>}
    >
      <Block title="一、会员等级">
        <ScrollTable
          label="会员等级"
          bordered
          pagination={false}
          rowKey="level"
          dataSource={VIP_LEVELS.map((level) => ({ level, name: VIP_LEVEL_NAMES[level], ...LEVEL_NOTES[level] }))}
          columns={[
            { title: '等级', dataIndex: 'name', width: 140 },
            { title: '主要权益', dataIndex: 'rights' },
            { title: '开通方式', dataIndex: 'how', width: 280 },
          ]}
        />
        <p className="vip-notes__hint">
          各等级权益的具体内容、使用次数、价格和可选期限，以开通会员页面及个人中心“会员权益”的展示为准。
        </p>
      </Block>
      <Block title="二、有效期">
        <ul className="vip-notes__list">
          <li>会员自生效之日起计算有效期，个人中心显示会员等级及“到期”日期。</li>
          <li>有效期届满后，账号恢复为{VIP_LEVEL_NAMES.normal}；有效期内未使用的权益次数不予保留，不折算现金。</li>
        </ul>
      </Block>
      <Block title="三、续费与待生效会员">
        <ul className="vip-notes__list">
          <li>续费同等级会员：新购期限自当前到期日起顺延，可在个人中心点击“立即续费”办理。</li>
          <li>
            {vip}有效期内购买{svip}（升级）：{svip}自支付成功之时立即生效，有效期自该时起计算；与{svip}有效期重叠的{vip}
            剩余整天数，按{vip}日均价（{vip}年度价 {formatFen(PLAN_PRICES_FEN.vip.year)} ÷
            365天）折算后从本单金额中抵扣（抵扣金额在下单时计算并显示在订单中）；超出{svip}有效期的{vip}天数保留，在
            {svip}到期后继续生效。
          </li>
          <li>
            {svip}有效期内购买{vip}：新购{vip}作为“待生效会员”排队，在当前{svip}到期后生效。
          </li>
          <li>
            所有时间均按北京时间计算；自某月31日起算的月度期限，在较短月份的最后一天到期（如1月31日起3个月至4月30日）。
          </li>
        </ul>
        <Alert
          type="info"
          showIcon
          title="示例"
          description={
            <Descriptions column={1} size="small">
              <Descriptions.Item label="当前会员">{vip}，还剩40天到期</Descriptions.Item>
              <Descriptions.Item label="此时购买">
                季度{svip}（{formatFen(PLAN_PRICES_FEN.svip.quarter)}）
              </Descriptions.Item>
              <Descriptions.Item label="应付金额">
                {formatFen(PLAN_PRICES_FEN.svip.quarter)} − 40天 × {vip}日均价 ={' '}
                {formatFen(PLAN_PRICES_FEN.svip.quarter - Math.round(40 * VIP_DAILY_FEN))}
              </Descriptions.Item>
              <Descriptions.Item label="生效方式">
                {svip}立即生效，有效期3个月；原{vip}剩余天数已折抵，不再排队
              </Descriptions.Item>
              <Descriptions.Item label="个人中心显示">
                当前会员及其到期日；如有待生效会员，另起一行显示其等级及到期日
              </Descriptions.Item>
            </Descriptions>
          }
        />
      </Block>
      <Block title="四、支付方式">
        <Row gutter={16}>
          {PAYMENTS.map((p) => (
            <Col xs={24} md={8} key={p.name}>
              <Card size="small" className="vip-notes__pay">
                <div className="vip-notes__pay-name">
                  {p.icon} {p.name}
                </div>
                <p>{p.text}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </Block>
      <Block title="五、发票">
        <ul className="vip-notes__list">
          <li>本平台为已支付的会员订单开具电子发票，开票金额以实际支付金额为准。</li>
          <li>
            支付成功后，可在个人中心“我的订单”中对该订单点击“申请发票”，填写发票抬头、纳税人识别号（统一社会信用代码）及接收发票的电子邮箱；每笔订单可申请一次。
          </li>
        </ul>
      </Block>
      <Block title="六、退款">
        <ul className="vip-notes__list">
          <li>会员服务属于开通后即时提供的数字化服务，会员生效后，除下列情形外不支持无理由退款。</li>
          <li>重复支付或误支付的，退还多支付的款项；待生效会员尚未生效的，可申请退还该笔订单全部款项。</li>
          <li>因运营方原因导致会员权益无法使用且在合理期限内未能恢复的，按剩余有效期比例退款。</li>
          <li>
            退款按原支付路径退回，详细规则见《<Link to="/vip/xieyi#vip-agreement-6">会员服务协议</Link>》第六条。
          </li>
        </ul>
      </Block>
      <Block title="七、联系客服">
        <p className="vip-notes__contact">
          开票、对公转账、退款及其他会员问题，请拨打服务热线 <strong>{HOTLINE}</strong>（{SERVICE_HOURS_TEXT}），或
          <ConsultButton kind="feedback" type="link" className="vip-notes__link">
            提交意见反馈
          </ConsultButton>
          。
        </p>
      </Block>
    </PageFrame>
  );
}
