import { observer } from 'mobx-react-lite';
import { Button, Table } from 'antd';
import { CheckCircleFilled, CrownFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { RIGHTS, RESET_NAMES, allowanceText, formatFen, PLAN_PRICES_FEN, type RightDef } from '@aikc/shared/rights';
import { VIP_LEVEL_NAMES, VIP_LEVELS, type VipLevel } from '@aikc/shared/vip';
import { useCurrentUser } from '../../features/user/use-current-user.ts';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import './rights.css';

const PRICE_TEXT: Record<VipLevel, string> = {
  normal: '免费',
  vip: `${formatFen(PLAN_PRICES_FEN.vip.quarter).replace('.00', '')}/季度 · ${formatFen(PLAN_PRICES_FEN.vip.year).replace('.00', '')}/年`,
  svip: `${formatFen(PLAN_PRICES_FEN.svip.quarter).replace('.00', '')}/季度 · ${formatFen(PLAN_PRICES_FEN.svip.year).replace('.00', '')}/年`,
};

/** /user/vip_rights: the three levels side by side, from the one rights table; the user's own level marked. */
export const VipRightsPage = observer(function VipRightsPage() {
  const { user } = useCurrentUser();
  const mine = user?.vip_level ?? 'normal';
  const header = (level: VipLevel) => (
    <div className={`rights-col-head rights-col-head--${level}`}>
      {level !== 'normal' ? <CrownFilled /> : null} {VIP_LEVEL_NAMES[level]}
      {level === mine ? <div className="rights-col-head__mine">当前等级</div> : null}
      <div className="rights-col-head__price">{PRICE_TEXT[level]}</div>
    </div>
  );
  return (
    <CentreFrame title="会员权益">
      <Table<RightDef>
        data-testid="vip-rights-table"
        className="rights-compare"
        rowKey="key"
        bordered
        pagination={false}
        dataSource={[...RIGHTS]}
        columns={[
          {
            title: '权益项目',
            key: 'label',
            render: (_, r) => (
              <div>
                <strong>{r.label}</strong>
                <div className="rights-compare__desc">
                  {r.description}（{RESET_NAMES[r.reset]}）
                </div>
              </div>
            ),
          },
          ...VIP_LEVELS.map((level) => ({
            title: header(level),
            key: level,
            width: 190,
            align: 'center' as const,
            onCell: () => ({ className: level === mine ? 'rights-compare__mine' : '' }),
            render: (_: unknown, r: RightDef) => {
              const text = allowanceText(r, level);
              return text === '不限' ? (
                <span className="rights-unlimited">
                  <CheckCircleFilled /> 不限
                </span>
              ) : (
                text
              );
            },
          })),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>开通方式</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="center">
              注册即享
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="center">
              <Link to="/vip/pay_page">
                <Button type="primary">{mine === 'vip' ? '续费VIP' : '开通VIP'}</Button>
              </Link>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="center">
              <Link to="/vip/pay_page?to=svip">
                <Button type="primary" className="rights-svip-btn">
                  {mine === 'svip' ? '续费SVIP' : mine === 'vip' ? '升级SVIP' : '开通SVIP'}
                </Button>
              </Link>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <p className="rights-note">
        VIP有效期内升级SVIP立即生效，剩余VIP天数按日均价折抵，详见<Link to="/vip/shuoming">购买说明</Link>。
      </p>
    </CentreFrame>
  );
});
