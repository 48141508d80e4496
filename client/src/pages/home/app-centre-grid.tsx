import { useState, type ReactNode } from 'react';
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { Link } from 'react-router-dom';
import { BigScreenChooser } from '../../components/layout/header/deferred-big-screen-chooser.tsx';
import { Icon } from '../../components/common/icon.tsx';
import './app-centre-grid.css';

interface AppEntry {
  title: string;
  desc: string;
  icon: ReactNode;
  color: string;
  to: string | null;
}

const APPS: AppEntry[] = [
  {
    title: '政策匹配',
    desc: '根据企业画像智能匹配可申报政策',
    icon: <Icon icon={AimOutlined} />,
    color: '#1763e8',
    to: '/match/chat/zcpp',
  },
  {
    title: 'AI政策问答',
    desc: '政策条款、申报流程随问随答',
    icon: <Icon icon={RobotOutlined} />,
    color: '#13a8a8',
    to: '/match/chat/zsk',
  },
  {
    title: '企业评价',
    desc: '多维度评估企业科技创新能力',
    icon: <Icon icon={AuditOutlined} />,
    color: '#722ed1',
    to: '/match/chat/qypj',
  },
  {
    title: '高企自测',
    desc: '对照认定条件评估高新技术企业',
    icon: <Icon icon={SafetyCertificateOutlined} />,
    color: '#fa8c16',
    to: '/evaluate/gaoxin',
  },
  {
    title: '专精特新自测',
    desc: '评估专精特新梯度培育等级',
    icon: <Icon icon={TrophyOutlined} />,
    color: '#eb2f96',
    to: '/evaluate/zhuanjing/zjtx',
  },
  {
    title: '创新型中小企业',
    desc: '创新型中小企业评价自测',
    icon: <Icon icon={RiseOutlined} />,
    color: '#15803d',
    to: '/evaluate/zhuanjing/cxxzx',
  },
  {
    title: '数据大屏',
    desc: '政策、企业与产业链数据可视化',
    icon: <Icon icon={FundProjectionScreenOutlined} />,
    color: '#0b4fd8',
    to: null,
  },
  {
    title: '开放平台',
    desc: '政策与企业数据标准接口服务',
    icon: <Icon icon={ApiOutlined} />,
    color: '#5b6577',
    to: '/szhfa/openapi',
  },
];

/** The home page's entry to the app centre. */
export function AppCentreGrid() {
  const [chooserOpen, setChooserOpen] = useState(false);
  return (
    <div className="app-grid">
      {APPS.map((a) => {
        const body = (
          <>
            <span className="app-grid__icon" style={{ background: a.color }}>
              {a.icon}
            </span>
            <span className="app-grid__text">
              <strong>{a.title}</strong>
              <span>{a.desc}</span>
            </span>
          </>
        );
        return a.to ? (
          <Link key={a.title} to={a.to} className="app-grid__item">
            {body}
          </Link>
        ) : (
          <button key={a.title} type="button" className="app-grid__item" onClick={() => setChooserOpen(true)}>
            {body}
          </button>
        );
      })}
      <BigScreenChooser open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </div>
  );
}
