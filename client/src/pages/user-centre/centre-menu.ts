import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { UserCentrePage } from '@aikc/shared/routes';

export interface CentreEntry {
  key: UserCentrePage;
  label: string;
  /** antd's icon data, drawn by the plain Icon (no @ant-design/icons runtime on the centre's first paint). */
  icon: IconDefinition;
}

/** The personal centre's pages in menu groups. */
export const CENTRE_GROUPS: { title: string; items: CentreEntry[] }[] = [
  {
    title: '账户',
    items: [
      { key: 'index', label: '个人中心', icon: HomeOutlined },
      { key: 'account', label: '账户信息', icon: IdcardOutlined },
      { key: 'security', label: '账号安全', icon: SafetyOutlined },
      { key: 'my_company', label: '我的企业', icon: BankOutlined },
    ],
  },
  {
    title: '消息与订阅',
    items: [
      { key: 'message', label: '我的消息', icon: MailOutlined },
      { key: 'push_list', label: '政策推送', icon: NotificationOutlined },
      { key: 'subscription', label: '政策订阅', icon: BellOutlined },
      { key: 'feedback', label: '意见反馈', icon: EditOutlined },
    ],
  },
  {
    title: '会员与订单',
    items: [
      { key: 'my_rights', label: '我的权益', icon: TrophyOutlined },
      { key: 'vip_rights', label: '会员权益', icon: CrownOutlined },
      { key: 'order_list', label: '我的订单', icon: AccountBookOutlined },
      { key: 'product_solution', label: '产品方案', icon: AppstoreOutlined },
    ],
  },
  {
    title: '我的记录',
    items: [
      { key: 'collect_record', label: '我的收藏', icon: StarOutlined },
      { key: 'history_record', label: '浏览记录', icon: HistoryOutlined },
      { key: 'download_record', label: '下载记录', icon: DownloadOutlined },
      { key: 'evaluate_record', label: '我的测评', icon: AuditOutlined },
    ],
  },
  {
    title: '开放接口',
    items: [
      { key: 'api_keys', label: '开放接口密钥', icon: KeyOutlined },
      { key: 'api_order', label: '接口套餐', icon: ApiOutlined },
    ],
  },
];
