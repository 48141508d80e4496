import { observer } from 'mobx-react-lite';
import CrownFilled from '@ant-design/icons-svg/es/asn/CrownFilled';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { Icon } from '../../components/common/icon.tsx';
import './vip-banner-link.css';

/** The header's VIP banner: 开通会员 for visitors and normal users; a member is offered the next step instead. */
export const VipBannerLink = observer(function VipBannerLink() {
  const { user } = useCurrentUser();
  const level = user?.vip_level ?? 'normal';
  const [to, text] =
    level === 'svip'
      ? ['/vip/pay_page?to=svip', 'SVIP续费']
      : level === 'vip'
        ? ['/vip/pay_page?to=svip', '升级SVIP']
        : ['/vip/pay_page', '开通会员'];
  return (
    <Link to={to} className="vip-banner" aria-label={text} data-level={level}>
      <Icon icon={CrownFilled} />
      <span>{text}</span>
    </Link>
  );
});
