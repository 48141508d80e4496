import { useState } from 'react';
import { Link } from 'react-router-dom';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { PRODUCT_NAME, PRODUCT_SLOGAN, SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { HOTLINE, ICP_RECORD } from '../../lib/config.ts';
import type { FeedbackKind } from '@aikc/shared/schemas/feedback';
import { FeedbackModal } from '../../features/feedback/deferred-feedback-modal.tsx';
import { useWechatQrTargets } from './use-wechat-qr.ts';
import { Icon } from '../../components/common/icon.tsx';
import { QrImage } from '../../components/common/qr-image.tsx';
import { LogoMark } from '../../components/layout/header/logo.tsx';
import './site-footer.css';

const QUICK_LINKS = [
  { to: '/policy/list', label: '政策库' },
  { to: '/project/list', label: '项目申报' },
  { to: '/policy/sbyl', label: '申报日历' },
  { to: '/company/list', label: '企业库' },
  { to: '/match/chat/zcpp', label: '政策匹配' },
  { to: '/evaluate/gaoxin', label: '高企自测' },
  { to: '/szhfa/openapi', label: '开放平台' },
  { to: '/sitemap.html', label: '网站地图' },
] as const;

/** Site footer: about links, quick links, contact details, WeChat QR codes, copyright. */
export function SiteFooter() {
  const [feedback, setFeedback] = useState<FeedbackKind | null>(null);
  const qr = useWechatQrTargets();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <div className="site-footer__logo">
            <LogoMark size={36} />
            <span>{PRODUCT_NAME}</span>
          </div>
          <p>{PRODUCT_SLOGAN}，汇聚各级科技政策、申报项目与企业数据，助力企业“找得到、读得懂、报得上”。</p>
        </div>
        <div className="site-footer__col">
          <h2>关于我们</h2>
          <Link to="/gsdt">公司动态</Link>
          <Link to="/agreement.html">用户条款</Link>
          <Link to="/agreement.html#privacy">隐私政策</Link>
          <button type="button" onClick={() => setFeedback('feedback')}>
            意见反馈
          </button>
          <button type="button" onClick={() => setFeedback('cooperation')}>
            商务合作
          </button>
        </div>
        <div className="site-footer__col site-footer__col--wide">
          <h2>快捷入口</h2>
          <div className="site-footer__quick">
            {QUICK_LINKS.map((l) => (
              <Link key={l.to} to={l.to}>
                {l.label}
              </Link>
            ))}
          </div>
        </div>
        <div className="site-footer__col">
          <h2>联系我们</h2>
          <span>
            <Icon icon={PhoneOutlined} /> 服务热线：{HOTLINE}
          </span>
          <span>
            <Icon icon={ClockCircleOutlined} /> 服务时间：{SERVICE_HOURS_TEXT}
          </span>
          <span>
            <Icon icon={CustomerServiceOutlined} /> 在线客服：页面右侧“在线客服”
          </span>
        </div>
        <div className="site-footer__qrs">
          <figure>
            <QrImage value={qr.officialAccount} size={96} alt="微信公众号二维码" />
            <figcaption>微信公众号</figcaption>
          </figure>
          <figure>
            <QrImage value={qr.miniProgram} size={96} alt="微信小程序二维码" />
            <figcaption>微信小程序</figcaption>
          </figure>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <span>
            Copyright © {year} {PRODUCT_NAME} 版权所有
          </span>
          {ICP_RECORD ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {ICP_RECORD}
            </a>
          ) : null}
          <span>建议使用 Chrome、Edge 或 360 极速模式浏览本站</span>
        </div>
      </div>
      <FeedbackModal open={feedback !== null} kind={feedback ?? 'feedback'} onClose={() => setFeedback(null)} />
    </footer>
  );
}
