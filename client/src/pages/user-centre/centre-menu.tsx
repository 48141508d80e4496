import type { ReactNode } from 'react';
import { ApiOutlined, KeyOutlined } from '@ant-design/icons';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BellOutlined,
  BankOutlined,
  CrownOutlined,
  DownloadOutlined,
  EditOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  NotificationOutlined,
  SafetyOutlined,
  StarOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { AuditOutlined } from '@ant-design/icons';
import type { UserCentrePage } from '@aikc/shared/routes';

export interface CentreEntry {
  key: UserCentrePage;
  label: string;
  icon: ReactNode;
}

/** The personal centre's pages in menu groups. */
export const CENTRE_GROUPS: { title: string; items: CentreEntry[] }[] = [
  {
    title: '账户',
    items: [
      { key: 'index', label: '个人中心', icon: <HomeOutlined /> },
      { key: 'account', label: '账户信息', icon: <IdcardOutlined /> },
      { key: 'security', label: '账号安全', icon: <SafetyOutlined /> },
      { key: 'my_company', label: '我的企业', icon: <BankOutlined /> },
    ],
  },
  {
    title: '消息与订阅',
    items: [
      { key: 'message', label: '我的消息', icon: <MailOutlined /> },
      { key: 'push_list', label: '政策推送', icon: <NotificationOutlined /> },
      { key: 'subscription', label: '政策订阅', icon: <BellOutlined /> },
      { key: 'feedback', label: '意见反馈', icon: <EditOutlined /> },
    ],
  },
  {
    title: '会员与订单',
    items: [
      { key: 'my_rights', label: '我的权益', icon: <TrophyOutlined /> },
      { key: 'vip_rights', label: '会员权益', icon: <CrownOutlined /> },
      { key: 'order_list', label: '我的订单', icon: <AccountBookOutlined /> },
      { key: 'product_solution', label: '产品方案', icon: <AppstoreOutlined /> },
    ],
  },
  {
    title: '我的记录',
    items: [
      { key: 'collect_record', label: '我的收藏', icon: <StarOutlined /> },
      { key: 'history_record', label: '浏览记录', icon: <HistoryOutlined /> },
      { key: 'download_record', label: '下载记录', icon: <DownloadOutlined /> },
      { key: 'evaluate_record', label: '我的测评', icon: <AuditOutlined /> },
    ],
  },
  {
    title: '开放接口',
    items: [
      { key: 'api_keys', label: '开放接口密钥', icon: <KeyOutlined /> },
      { key: 'api_order', label: '接口套餐', icon: <ApiOutlined /> },
    ],
  },
];
