import type { ReactNode } from 'react';
import { ApiOutlined, KeyOutlined } from '@ant-design/icons';
import {
  AccountBookOutlined, AppstoreOutlined, BellOutlined, BankOutlined, CrownOutlined, DownloadOutlined, EditOutlined,
  HistoryOutlined, HomeOutlined, IdcardOutlined, MailOutlined, NotificationOutlined, SafetyOutlined, StarOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { AuditOutlined } from '@ant-design/icons';
import type { UserCentrePage } from '@aikc/shared/routes';

export interface CentreEntry {
  key: UserCentrePage;
  label: string;
  icon: ReactNode;
  /** What the page will show (its empty state until the feature lands). */
  description: string;
}

/** The personal centre's pages in menu groups. */
export const CENTRE_GROUPS: { title: string; items: CentreEntry[] }[] = [
  {
    title: '账户',
    items: [
      { key: 'index', label: '个人中心', icon: <HomeOutlined />, description: '' },
      { key: 'account', label: '账户信息', icon: <IdcardOutlined />, description: '这里将展示并修改头像、昵称与绑定手机号' },
      { key: 'security', label: '账号安全', icon: <SafetyOutlined />, description: '这里将提供修改密码、绑定手机号与微信等安全设置' },
      { key: 'my_company', label: '我的企业', icon: <BankOutlined />, description: '这里将管理您认领或添加的企业信息' },
    ],
  },
  {
    title: '消息与订阅',
    items: [
      { key: 'message', label: '我的消息', icon: <MailOutlined />, description: '' },
      { key: 'push_list', label: '政策推送', icon: <NotificationOutlined />, description: '这里将展示根据您的订阅条件推送的最新政策' },
      { key: 'subscription', label: '政策订阅', icon: <BellOutlined />, description: '这里将设置关注的地区、行业与政策类型，新政策发布后及时推送' },
      { key: 'feedback', label: '意见反馈', icon: <EditOutlined />, description: '这里将展示您提交的意见反馈及处理回复' },
    ],
  },
  {
    title: '会员与订单',
    items: [
      { key: 'my_rights', label: '我的权益', icon: <TrophyOutlined />, description: '这里将展示您当前可用的报告次数、下载次数等权益余量' },
      { key: 'vip_rights', label: '会员权益', icon: <CrownOutlined />, description: '这里将对比普通用户、VIP与SVIP会员的权益差异' },
      { key: 'order_list', label: '我的订单', icon: <AccountBookOutlined />, description: '这里将展示会员、报告与接口服务的订单记录' },
      { key: 'product_solution', label: '产品方案', icon: <AppstoreOutlined />, description: '这里将展示您已开通的数字化方案与开放接口服务' },
    ],
  },
  {
    title: '我的记录',
    items: [
      { key: 'collect_record', label: '我的收藏', icon: <StarOutlined />, description: '这里将展示您收藏的政策、项目与资讯' },
      { key: 'history_record', label: '浏览记录', icon: <HistoryOutlined />, description: '这里将展示您最近浏览的政策、项目与企业' },
      { key: 'download_record', label: '下载记录', icon: <DownloadOutlined />, description: '这里将展示您下载过的政策附件与报告' },
      { key: 'evaluate_record', label: '我的测评', icon: <AuditOutlined />, description: '查看高新技术企业、专精特新等自评结果' },
    ],
  },
  {
    title: '开放接口',
    items: [
      { key: 'api_keys', label: '开放接口密钥', icon: <KeyOutlined />, description: '创建与管理调用开放接口的密钥，查看每日调用统计' },
      { key: 'api_order', label: '接口套餐', icon: <ApiOutlined />, description: '购买开放接口调用套餐，查看用量与有效期' },
    ],
  },
];

export const CENTRE_ENTRIES: CentreEntry[] = CENTRE_GROUPS.flatMap((g) => g.items);
