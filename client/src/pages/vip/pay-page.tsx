import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Checkbox, Skeleton, Tag } from 'antd';
import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PERIOD_MONTHS,
  PERIOD_NAMES,
  PLAN_PERIODS,
  PLAN_PRICES_FEN,
  RIGHTS,
  allowanceText,
  formatFen,
  listPriceFen,
  type PaidLevel,
  type PlanPeriod,
} from '@aikc/shared/rights';
import type { PlanQuote } from '@aikc/shared/schemas/membership';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { createOrder, plansQuery } from '../../features/membership/api/membership.ts';
import { useStores } from '../../stores/store-context.tsx';
import { VIP_CRUMB } from './vip-crumb.ts';
import './pay.css';

const LEVEL_TAGLINES: Record<PaidLevel, string> = {
  vip: '适合中小企业日常政策查询与申报',
  svip: '适合园区、服务机构与高频使用的企业',
};

/** What a visitor sees before logging in: the list prices of the shared table. */
function visitorQuote(level: PaidLevel, period: PlanPeriod): PlanQuote {
  const price = PLAN_PRICES_FEN[level][period];
  return {
    level,
    level_name: VIP_LEVEL_NAMES[level],
    period,
    period_name: PERIOD_NAMES[period],
    months: PERIOD_MONTHS[period],
    list_fen: listPriceFen(level, period),
    price_fen: price,
    credit_fen: 0,
    credit_days: 0,
    amount_fen: price,
    kind: 'new',
    kind_name: '开通',
    rule: '',
    starts_at: '',
    ends_at: '',
  };
}

function PeriodCard({ q, active, onPick }: { q: PlanQuote; active: boolean; onPick(): void }) {
  const save = q.list_fen - q.price_fen;
  const perDay = q.price_fen / 100 / (q.months * 30.4);
  return (
    <button
      type="button"
      className={`pay-period${active ? ' pay-period--active' : ''}`}
      onClick={onPick}
      aria-pressed={active}
      data-period={q.period}
    >
      {q.period === 'year' ? <span className="pay-period__badge">推荐</span> : null}
      <div className="pay-period__name">{q.period_name}</div>
      <div className="pay-period__price">
        <small>¥</small>
        {(q.price_fen / 100).toLocaleString('zh-CN')}
      </div>
      <div className="pay-period__meta">
        {save > 0 ? <s>原价{formatFen(q.list_fen).replace('.00', '')}</s> : <span>{q.months}个月</span>}
        {save > 0 ? <span className="pay-period__save">立省{formatFen(save).replace('.00', '')}</span> : null}
      </div>
      <div className="pay-period__day">约 ¥{perDay.toFixed(2)}/天</div>
      {active ? <CheckOutlined className="pay-period__check" /> : null}
    </button>
  );
}

/** /vip/pay_page (optional to=svip): choose level and period, see the server's price, agree, create the order. */
export const VipPayPage = observer(function VipPayPage() {
  const { session, loginDialog } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toSvip = params.get('to') === 'svip';
  const [level, setLevel] = useState<PaidLevel>(toSvip ? 'svip' : 'vip');
  // The header's links change only the query (to=svip) on this same route: follow them.
  useEffect(() => setLevel(toSvip ? 'svip' : 'vip'), [toSvip]);
  const [period, setPeriod] = useState<PlanPeriod>('year');
  const [agree, setAgree] = useState(false);
  const [agreeHint, setAgreeHint] = useState(false);
  const plans = useQuery(plansQuery(session.isLoggedIn));
  const quote = (l: PaidLevel, p: PlanPeriod) =>
    plans.data?.plans.find((x) => x.level === l && x.period === p) ?? visitorQuote(l, p);
  const chosen = quote(level, period);
  const m = plans.data?.membership;
  const create = useMutation({
    mutationFn: () => createOrder({ level, period, agree: true }),
    onSuccess: (o) => navigate(`/vip/payOrder?order_no=${o.order_no}`),
  });
  const submit = () => {
    if (!session.isLoggedIn)
      return loginDialog.open({ redirect: `/vip/pay_page${level === 'svip' ? '?to=svip' : ''}` });
    if (!agree) return setAgreeHint(true);
    create.mutate();
  };

  return (
    <PageFrame
      title={level === 'svip' ? '开通SVIP会员' : '开通会员'}
      crumbs={VIP_CRUMB}
      subtitle="开通会员，解锁政策匹配报告、企业评价报告与更多专属权益"
    >
      {m ? (
        <div className="pay-current" data-testid="pay-current">
          <CrownFilled className={`pay-current__icon pay-current__icon--${m.level}`} />
          当前身份：<strong>{m.level_name}</strong>
          {m.end ? <span>，{m.end} 到期</span> : null}
          {m.next_level ? (
            <span className="pay-current__next">
              （待生效：{m.next_level_name}，{m.next_end} 到期）
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="pay-levels" role="tablist">
        {(['vip', 'svip'] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={level === l}
            className={`pay-level pay-level--${l}${level === l ? ' pay-level--active' : ''}`}
            onClick={() => setLevel(l)}
          >
            <CrownFilled />
            <div>
              <div className="pay-level__name">{VIP_LEVEL_NAMES[l]}</div>
              <div className="pay-level__tagline">{LEVEL_TAGLINES[l]}</div>
            </div>
          </button>
        ))}
      </div>
      {session.isLoggedIn && plans.isPending ? (
        <Skeleton active />
      ) : (
        <div className="pay-periods">
          {PLAN_PERIODS.map((p) => (
            <PeriodCard key={p} q={quote(level, p)} active={period === p} onPick={() => setPeriod(p)} />
          ))}
          <ul className="pay-notes">
            <li>支付成功后会员即时生效，权益额度立即提高</li>
            <li>续费同等级会员，自当前到期日起顺延</li>
            <li>VIP有效期内升级SVIP，剩余VIP天数按日均价折抵</li>
            <li>支持开具增值税电子普通发票</li>
            <li>
              详见<Link to="/vip/shuoming">《购买说明》</Link>
            </li>
          </ul>
        </div>
      )}
      {chosen.kind !== 'new' ? (
        <Alert
          className="pay-rule"
          type={chosen.kind === 'upgrade' ? 'success' : 'info'}
          showIcon
          title={`本次为${chosen.kind_name}：${chosen.rule}`}
          description={`${VIP_LEVEL_NAMES[level]}有效期：${chosen.starts_at} 至 ${chosen.ends_at}`}
        />
      ) : null}
      <div className="pay-rights">
        <div className="pay-rights__title">{VIP_LEVEL_NAMES[level]}专享权益</div>
        <ul>
          {RIGHTS.map((r) => (
            <li key={r.key}>
              <CheckOutlined className="pay-rights__icon" />
              <span className="pay-rights__label">{r.label}</span>
              <span className="pay-rights__value">{allowanceText(r, level)}</span>
            </li>
          ))}
        </ul>
        <Link to="/user/vip_rights">查看完整权益对比</Link>
      </div>
      <div className="pay-bar">
        <div className="pay-bar__sum">
          应付金额：
          <span className="pay-bar__amount" data-testid="pay-amount">
            {formatFen(chosen.amount_fen)}
          </span>
          {chosen.credit_fen > 0 ? <Tag color="green">已抵扣 {formatFen(chosen.credit_fen)}</Tag> : null}
          <div className="pay-bar__agree">
            <Checkbox
              checked={agree}
              onChange={(e) => {
                setAgree(e.target.checked);
                setAgreeHint(false);
              }}
            >
              我已阅读并同意
            </Checkbox>
            <Link to="/vip/xieyi" target="_blank">
              《会员服务协议》
            </Link>
            和
            <Link to="/vip/shuoming" target="_blank">
              《购买说明》
            </Link>
            {agreeHint ? <span className="pay-bar__hint">请先阅读并同意《会员服务协议》</span> : null}
          </div>
        </div>
        <Button type="primary" size="large" className="pay-bar__submit" loading={create.isPending} onClick={submit}>
          {session.isLoggedIn ? '立即支付' : '登录后开通'}
        </Button>
      </div>
      <p className="pay-foot">
        支持微信支付、支付宝扫码支付；支付成功后会员即时生效，可在“我的订单”中申请电子发票。如需对公转账，请联系客服。
      </p>
    </PageFrame>
  );
});
