import { Anchor, Card, Col, Descriptions, Row, Tag, Timeline, Typography } from 'antd';
import { PRODUCT_NAME, PRODUCT_SLOGAN, SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { ConsultButton } from '../../features/content/consult-button.tsx';
import { legalTocItems, LegalDocumentView } from '../../features/content/legal-document.tsx';
import { ANCHOR_OFFSET, LegalLayout } from '../../features/content/legal-layout.tsx';
import { useHashScroll } from '../../features/content/use-hash-scroll.ts';
import { HOTLINE } from '../../lib/config.ts';
import { TERMS } from './agreement-text.ts';
import { AUDIENCES, MILESTONES, RELEASE_NOTES } from './gsdt-content.ts';
import { PRIVACY } from './privacy-text.ts';
import './about.css';

const GSDT_SECTIONS = [
  { id: 'about', title: '关于我们' },
  { id: 'history', title: '发展历程' },
  { id: 'news', title: '平台动态' },
  { id: 'contact', title: '联系我们' },
] as const;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography.Title level={3} id={id} className="about-section__title">
      {children}
    </Typography.Title>
  );
}

/** /gsdt: about us, product milestones, release notes and contact details. */
export function GsdtPage() {
  useHashScroll();
  return (
    <PageFrame title="公司动态" subtitle={`了解${PRODUCT_NAME}的平台定位、发展历程与最新动态`}>
      <Anchor
        direction="horizontal"
        className="about-anchor"
        offsetTop={ANCHOR_OFFSET - 16}
        targetOffset={ANCHOR_OFFSET}
        items={GSDT_SECTIONS.map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title }))}
      />
      <section className="about-section">
        <SectionTitle id="about">关于我们</SectionTitle>
        <Typography.Paragraph className="about-lead">
          {PRODUCT_NAME}是{PRODUCT_SLOGAN}
          ，汇聚国家、省、市、区县各级科技政策、申报项目与企业公开数据，提供政策检索与解读、申报日历、企业查询、AI政策问答与匹配、高新技术企业和专精特新企业自评测、数据大屏、政策订阅推送及开放接口等服务，帮助用户把政策“找得到、读得懂、报得上”。
        </Typography.Paragraph>
        <Typography.Paragraph className="about-lead">
          平台以建设面向专精特新中小企业的公共服务示范平台为目标，围绕中小企业在政策获取、项目申报和资质培育中的实际需要，持续完善政策数据与智能服务。
        </Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {AUDIENCES.map((a) => (
            <Col flex="1 1 0" key={a.name}>
              <Card size="small" className="about-audience" title={a.name} extra={<a href={a.href}>了解</a>}>
                {a.text}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section className="about-section">
        <SectionTitle id="history">发展历程</SectionTitle>
        <Typography.Paragraph type="secondary">以下按上线先后列出平台的主要产品里程碑。</Typography.Paragraph>
        <Timeline
          className="about-timeline"
          items={MILESTONES.map((m) => ({
            content: (
              <>
                <div className="about-timeline__title">{m.title}</div>
                <div className="about-timeline__text">{m.text}</div>
              </>
            ),
          }))}
        />
      </section>
      <section className="about-section">
        <SectionTitle id="news">平台动态</SectionTitle>
        <div className="about-news">
          {RELEASE_NOTES.map((n) => (
            <article key={n.title} className="about-news__item">
              <div className="about-news__head">
                <Tag color="blue">{n.tag}</Tag>
                <a href={n.href} className="about-news__title">
                  {n.title}
                </a>
              </div>
              <p>{n.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="about-section">
        <SectionTitle id="contact">联系我们</SectionTitle>
        <Descriptions bordered column={1} size="middle" styles={{ label: { width: 160 } }}>
          <Descriptions.Item label="服务热线">
            <strong className="about-hotline">{HOTLINE}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="服务时间">{SERVICE_HOURS_TEXT}</Descriptions.Item>
          <Descriptions.Item label="在线客服">页面右侧“在线客服”入口</Descriptions.Item>
          <Descriptions.Item label="在线留言">
            <ConsultButton kind="feedback" style={{ marginRight: 12 }}>
              意见反馈
            </ConsultButton>
            <ConsultButton type="primary">商务合作</ConsultButton>
          </Descriptions.Item>
        </Descriptions>
      </section>
    </PageFrame>
  );
}

/** /agreement.html: 《用户服务协议》 (#terms) and 《隐私政策》 (#privacy), with a table of contents. */
export function AgreementPage() {
  return (
    <PageFrame title="用户协议与隐私政策" subtitle={`请仔细阅读《${TERMS.title}》与《${PRIVACY.title}》`}>
      <LegalLayout toc={[legalTocItems(TERMS), legalTocItems(PRIVACY)]}>
        <LegalDocumentView doc={TERMS} />
        <LegalDocumentView doc={PRIVACY} />
      </LegalLayout>
    </PageFrame>
  );
}
