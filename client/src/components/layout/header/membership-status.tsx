import CrownFilled from '@ant-design/icons-svg/es/asn/CrownFilled';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { Icon } from '../../common/icon.tsx';
import './membership-status.css';

type MembershipUser = Pick<
  CurrentUser,
  | 'vip_level'
  | 'vip_level_name'
  | 'vip_end_time_format'
  | 'next_vip_level'
  | 'next_vip_level_name'
  | 'next_vip_end_time_format'
>;

/** Where 立即续费 goes: svip renews svip. */
export function renewLink(level: CurrentUser['vip_level']): string {
  return level === 'svip' ? '/vip/pay_page?to=svip' : '/vip/pay_page';
}

/**
 * The membership states of spec section 4: normal shows 开通会员; vip and svip show the expiry with 到期 and
 * 立即续费 (svip's link carries to=svip); a queued next level adds a row with its own expiry.
 */
export function MembershipStatus({ user }: { user: MembershipUser }) {
  const levelName = user.vip_level_name || VIP_LEVEL_NAMES[user.vip_level];
  return (
    <div className="membership" data-level={user.vip_level}>
      {user.vip_level === 'normal' ? (
        <div className="membership__row">
          <span className="membership__level">{levelName}</span>
          <Link to="/vip/pay_page" className="membership__cta">
            <Icon icon={CrownFilled} />
            开通会员
          </Link>
        </div>
      ) : (
        <div className="membership__row">
          <span className="membership__level">
            <span className={`membership__tag membership__tag--${user.vip_level === 'svip' ? 'gold' : 'blue'}`}>
              <Icon icon={CrownFilled} />
              {levelName}
            </span>
            <span className="membership__date">{user.vip_end_time_format} 到期</span>
          </span>
          <Link to={renewLink(user.vip_level)} className="membership__renew">
            立即续费
          </Link>
        </div>
      )}
      {user.next_vip_level ? (
        <div className="membership__row membership__row--next">
          <span className="membership__level">
            <span className="membership__tag">{user.next_vip_level_name || VIP_LEVEL_NAMES[user.next_vip_level]}</span>
            <span className="membership__date">{user.next_vip_end_time_format} 到期</span>
          </span>
          <span className="membership__queued">待生效</span>
        </div>
      ) : null}
    </div>
  );
}
