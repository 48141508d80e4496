import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { Link } from 'react-router-dom';
import { BACK_TO_TOP_PX, SERVICE_HOURS_TEXT } from '@aikc/shared/constants';
import { HOTLINE } from '../../lib/config.ts';
import { useWechatQrTargets } from './use-wechat-qr.ts';
import { Icon } from '../../components/common/icon.tsx';
import { QrImage } from '../../components/common/qr-image.tsx';
import { FeedbackModal } from '../../features/feedback/deferred-feedback-modal.tsx';
import './side-panel.css';

/** Whether the page is scrolled past the back-to-top threshold (1000 px). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

function Item({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <span className="side-panel__item">
      {icon}
      <span>{label}</span>
    </span>
  );
}

/**
 * A hover and keyboard-focus tip beside a side-panel control (the control itself is what takes the focus).
 * Plain CSS (:hover, :focus-within) shows it; a QR code inside is drawn when it first becomes visible.
 */
function Tip({ tip, children, className }: { tip: ReactNode; children: ReactElement; className?: string }) {
  return (
    <div className={`side-tip-host${className ? ` ${className}` : ''}`}>
      {children}
      <div className="side-tip-pop">{tip}</div>
    </div>
  );
}

/** The fixed side panel: AI问答, 在线客服, 免费热线, 微信, and back-to-top after 1000 px of scrolling. */
export function SidePanel() {
  const showTop = useScrolledPast(BACK_TO_TOP_PX);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const qr = useWechatQrTargets();
  return (
    <aside className="side-panel" aria-label="快捷服务">
      <Link to="/match/chat/zsk" className="side-panel__link side-panel__link--ai">
        <Item icon={<Icon icon={RobotOutlined} />} label="AI问答" />
      </Link>
      <Tip
        tip={
          <div className="side-tip">
            <div className="side-tip__title">在线客服</div>
            <div>服务时间：{SERVICE_HOURS_TEXT}</div>
            <div className="side-tip__muted">点击留言，客服将尽快与您联系</div>
          </div>
        }
      >
        <button type="button" className="side-panel__link" onClick={() => setFeedbackOpen(true)}>
          <Item icon={<Icon icon={CustomerServiceOutlined} />} label="在线客服" />
        </button>
      </Tip>
      <Tip
        tip={
          <div className="side-tip">
            <div className="side-tip__title">免费咨询热线</div>
            <div className="side-tip__phone">{HOTLINE}</div>
            <div className="side-tip__muted">{SERVICE_HOURS_TEXT}</div>
          </div>
        }
      >
        <a href={`tel:${HOTLINE.replace(/[^\d+]/g, '')}`} className="side-panel__link">
          <Item icon={<Icon icon={PhoneOutlined} />} label="免费热线" />
        </a>
      </Tip>
      <Tip
        className="side-tip-host--wechat"
        tip={
          <div className="side-tip side-tip--qr">
            <QrImage value={qr.officialAccount} size={120} alt="微信公众号二维码" />
            <div>扫码关注微信公众号</div>
          </div>
        }
      >
        <button type="button" className="side-panel__link side-panel__link--wechat">
          <Item icon={<Icon icon={WechatOutlined} />} label="微信" />
        </button>
      </Tip>
      {showTop ? (
        <button
          type="button"
          className="side-panel__link"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label="返回顶部"
        >
          <Item icon={<Icon icon={VerticalAlignTopOutlined} />} label="顶部" />
        </button>
      ) : null}
      <FeedbackModal open={feedbackOpen} kind="feedback" onClose={() => setFeedbackOpen(false)} />
    </aside>
  );
}
