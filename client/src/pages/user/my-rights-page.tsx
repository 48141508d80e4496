import { Button, Empty, Progress, Skeleton, Tag } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { RESET_NAMES } from '@aikc/shared/rights';
import type { RightStatus } from '@aikc/shared/schemas/membership';
import { myRightsQuery } from '../../features/membership/api/membership.ts';
import { CentreFrame } from '../user-centre/centre-frame.tsx';
import './rights.css';
import { CardTable } from '../../components/common/card-table.tsx';

function Remaining({ r }: { r: RightStatus }) {
  if (r.limit === null) return <span className="rights-unlimited">不限次数</span>;
  if (r.limit === 0) return <span className="rights-none">当前等级未开通</span>;
  const pct = Math.round((r.used / r.limit) * 100);
  return (
    <div className="rights-remaining">
      <Progress
        percent={pct}
        size="small"
        showInfo={false}
        status={r.remaining === 0 ? 'exception' : 'normal'}
        aria-label={`${r.label}已用${r.used}${r.unit}，共${r.limit}${r.unit}`}
      />
      <span className={r.remaining === 0 ? 'rights-zero' : ''}>
        剩余 <strong>{r.remaining}</strong>
        {r.unit}
      </span>
    </div>
  );
}

/** /user/my_rights: the membership in force and each right's allowance, used, remaining and next reset. */
export function MyRightsPage() {
  const q = useQuery(myRightsQuery());
  const data = q.data;
  const m = data?.membership;
  return (
    <CentreFrame title="我的权益">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data || !m ? (
        <Empty description="权益加载失败，请稍后刷新重试" />
      ) : (
        <>
          <div className={`rights-card rights-card--${m.level}`} data-testid="rights-level" data-level={m.level}>
            <CrownFilled className="rights-card__icon" />
            <div className="rights-card__main">
              <div className="rights-card__level">{m.level_name}</div>
              <div className="rights-card__date">
                {m.end ? `${m.end} 到期` : '开通会员，享更多报告、下载与AI问答次数'}
              </div>
              {m.next_level ? (
                <div className="rights-card__next">
                  待生效：{m.next_level_name}，{m.next_end} 到期
                </div>
              ) : null}
            </div>
            <Link to={m.level === 'svip' ? '/vip/pay_page?to=svip' : '/vip/pay_page'}>
              <Button type="primary" className="rights-card__cta">
                {m.level === 'normal' ? '开通会员' : '立即续费'}
              </Button>
            </Link>
            {m.level === 'vip' ? (
              <Link to="/vip/pay_page?to=svip" className="rights-card__up">
                升级SVIP
              </Link>
            ) : null}
          </div>
          <CardTable<RightStatus>
            data-testid="rights-table"
            rowKey="key"
            pagination={false}
            dataSource={data.rights}
            columns={[
              { title: '权益', dataIndex: 'label', render: (v: string) => <strong>{v}</strong> },
              {
                title: '额度',
                key: 'limit',
                width: 130,
                render: (_, r) => (r.limit === null ? '不限' : `${r.limit}${r.unit}`),
              },
              { title: '已使用', key: 'used', width: 100, render: (_, r) => `${r.used}${r.unit}` },
              { title: '剩余', key: 'remaining', width: 220, render: (_, r) => <Remaining r={r} /> },
              {
                title: '重置时间',
                key: 'reset',
                width: 190,
                render: (_, r) =>
                  r.reset_at ? (
                    <span>
                      {r.reset_at}
                      <Tag style={{ marginLeft: 6 }}>{RESET_NAMES[r.reset]}</Tag>
                    </span>
                  ) : (
                    <Tag>{RESET_NAMES[r.reset]}</Tag>
                  ),
              },
            ]}
          />
          <p className="rights-note">
            次数按北京时间计算：每日额度于次日0点重置，每月额度于次月1日0点重置；升级会员后额度立即提高，本期已用次数继续累计。
            <Link to="/user/vip_rights">查看各等级权益对比</Link>
          </p>
        </>
      )}
    </CentreFrame>
  );
}
