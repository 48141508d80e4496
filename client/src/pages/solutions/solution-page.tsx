import { Card, Col, Row, Tag, Typography } from 'antd';
import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { PageFrame, type Crumb } from '../../components/common/page-frame.tsx';
import { ConsultButton } from '../../features/content/consult-button.tsx';
import { HOTLINE } from '../../lib/config.ts';
import { DELIVERY_MODES, type DeliveryMode, type SolutionConfig } from './solution-configs.ts';
import './solutions.css';

export const SOLUTION_CRUMBS: Crumb[] = [{ title: '数字化方案' }];

/** A section heading of the solution and open-platform pages. */
export function Heading({ children }: { children: string }) {
  return (
    <Typography.Title level={3} className="solution__heading">
      {children}
    </Typography.Title>
  );
}

/** One /szhfa/* page: pain points, capabilities linked to the real features, scenarios, delivery, contact. */
export function SolutionPage({ config }: { config: SolutionConfig }) {
  return (
    <PageFrame
      title={config.title}
      crumbs={SOLUTION_CRUMBS}
      subtitle={`面向${config.audience}的科技政策与产业数据数字化解决方案`}
    >
      <div className="solution__hero">
        <div>
          <div className="solution__hero-label">方案概述</div>
          <p>{config.summary}</p>
        </div>
        <ConsultButton type="primary" size="large">
          咨询合作
        </ConsultButton>
      </div>

      <Heading>行业痛点</Heading>
      <Row gutter={[16, 16]}>
        {config.painPoints.map((p, i) => (
          <Col xs={24} sm={12} lg={6} key={p.title}>
            <div className="solution__pain">
              <span className="solution__pain-no">{String(i + 1).padStart(2, '0')}</span>
              <div className="solution__pain-title">{p.title}</div>
              <p>{p.text}</p>
            </div>
          </Col>
        ))}
      </Row>

      <Heading>方案能力</Heading>
      <Row gutter={[16, 16]}>
        {config.capabilities.map((c) => (
          <Col xs={24} md={8} key={c.title}>
            <Card size="small" className="solution__cap" title={c.title}>
              <p>{c.text}</p>
              {/* Plain links: the big screens are a separate app, and every target must work on a fresh load. */}
              <a href={c.href}>
                {c.linkText} <ArrowRightOutlined />
              </a>
            </Card>
          </Col>
        ))}
      </Row>

      <Heading>典型场景</Heading>
      <Row gutter={[16, 16]}>
        {config.scenarios.map((s) => (
          <Col xs={24} md={8} key={s.title}>
            <div className="solution__scene">
              <div className="solution__scene-title">
                <CheckCircleFilled /> {s.title}
              </div>
              <p>{s.text}</p>
            </div>
          </Col>
        ))}
      </Row>

      <Heading>交付方式</Heading>
      <Row gutter={[16, 16]}>
        {(Object.keys(DELIVERY_MODES) as DeliveryMode[]).map((mode) => (
          <Col xs={24} md={8} key={mode}>
            <Card
              size="small"
              className={mode === config.recommended ? 'solution__mode is-recommended' : 'solution__mode'}
            >
              <div className="solution__mode-title">
                {DELIVERY_MODES[mode].title}
                {mode === config.recommended ? <Tag color="blue">推荐</Tag> : null}
              </div>
              <p>{DELIVERY_MODES[mode].text}</p>
            </Card>
          </Col>
        ))}
      </Row>

      <div className="solution__cta">
        <div>
          <div className="solution__cta-title">了解方案详情或预约演示</div>
          <p>
            服务热线 {HOTLINE}（{SERVICE_HOURS_TEXT}），或在线提交合作需求，我们将尽快与您联系。
          </p>
        </div>
        <ConsultButton type="primary" size="large">
          咨询合作
        </ConsultButton>
      </div>
    </PageFrame>
  );
}
