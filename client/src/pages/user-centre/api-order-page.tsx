import { Button, Card, Col, Empty, Progress, Row, Skeleton, Statistic, Tag } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiPackageCode, ApiPackageView } from '@aikc/shared/open-api/packages';
import { formatFen } from '@aikc/shared/rights';
import { apiOrderQuery, createApiOrder } from '../../features/open-api/api/open-api-calls.ts';
import { CentreFrame } from './centre-frame.tsx';
import './api-centre.css';
import { CardTable } from '../../components/common/card-table.tsx';

const STATUS_COLORS = { active: 'green', used_up: 'orange', expired: 'default' } as const;
const n = (v: number) => v.toLocaleString('zh-CN');

const COLUMNS = [
  { title: '套餐', dataIndex: 'name', width: 150 },
  { title: '订单号', dataIndex: 'order_no', render: (v: string) => <code className="api-centre__code">{v}</code> },
  {
    title: '用量',
    width: 220,
    render: (_: unknown, p: ApiPackageView) => (
      <div>
        <Progress percent={Math.round((p.used / p.calls) * 1000) / 10} size="small" showInfo={false} />
        已用 {n(p.used)} / {n(p.calls)} 次，剩余 {n(p.remaining)} 次
      </div>
    ),
  },
  { title: '有效期', width: 200, render: (_: unknown, p: ApiPackageView) => `${p.starts_at} 至 ${p.expires_at}` },
  {
    title: '状态',
    dataIndex: 'status',
    width: 84,
    render: (_: string, p: ApiPackageView) => <Tag color={STATUS_COLORS[p.status]}>{p.status_name}</Tag>,
  },
];

/** /user/api_order (spec: api_order): the open API packages with their usage, today's allowance, and buying more. */
export function ApiOrderPage() {
  const q = useQuery(apiOrderQuery());
  const navigate = useNavigate();
  // A package is an order like a membership: the same pay page, channels and payment push.
  const buy = useMutation({
    mutationFn: createApiOrder,
    onSuccess: (o) => navigate(`/vip/payOrder?order_no=${o.order_no}`),
  });
  const d = q.data;
  return (
    <CentreFrame title="接口套餐" extra={<Link to="/user/api_keys">管理密钥</Link>}>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={16} className="api-order__summary">
            <Col span={8}>
              <Card size="small">
                <Statistic title="当前剩余调用次数" value={d.total_remaining === null ? '不限' : d.total_remaining} />
              </Card>
            </Col>
            <Col span={8}>
              <Card size="small">
                <Statistic
                  title={`会员今日额度（${d.membership.level_name}，已用 / 总额）`}
                  value={d.membership.limit === null ? '不限' : `${n(d.membership.used)} / ${n(d.membership.limit)}`}
                  suffix={d.membership.limit === null ? undefined : '次'}
                />
              </Card>
            </Col>
            <Col span={8}>
              <Card size="small">
                <Statistic
                  title="生效中的套餐"
                  value={d.packages.filter((p) => p.status === 'active').length}
                  suffix="个"
                />
              </Card>
            </Col>
          </Row>
          <CardTable<ApiPackageView>
            rowKey="id"
            size="middle"
            columns={COLUMNS}
            dataSource={d.packages}
            pagination={false}
            locale={{ emptyText: <Empty description="暂未购买接口套餐" /> }}
          />
          <Row gutter={16} className="api-order__offers">
            {d.offers.map((o) => (
              <Col span={8} key={o.code}>
                <Card size="small" title={o.name}>
                  <div>
                    {n(o.calls)} 次调用 · {o.days} 天有效
                  </div>
                  <div className="api-order__offer-price">{formatFen(o.price_fen)}</div>
                  <Button
                    type="primary"
                    block
                    loading={buy.isPending && buy.variables === o.code}
                    onClick={() => buy.mutate(o.code as ApiPackageCode)}
                  >
                    立即购买
                  </Button>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </CentreFrame>
  );
}
