import { useEffect, useMemo, useState } from 'react';
import { App, Card, Col, DatePicker, Row, Statistic, Table } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { AdminPaths } from '@aikc/shared/admin/api-paths';
import type { DailyFigure, FigureTable, Figures } from '@aikc/shared/admin/schemas/ops';
import { http } from '../../net/http.ts';
import { CsvButton } from '../../components/csv-button.tsx';
import { DayChart, type Series } from './chart.tsx';

type Key = Exclude<keyof DailyFigure, 'day'>;

const DAY_COLUMNS: [keyof DailyFigure, string][] = [
  ['day', '日期'],
  ['registrations', '注册'],
  ['dau', '日活'],
  ['searches', '搜索'],
  ['zero_result_searches', '无结果搜索'],
  ['ai_questions', 'AI提问'],
  ['ai_not_found', 'AI未找到答案'],
  ['assessments', '测评'],
  ['orders_paid', '支付订单'],
  ['revenue_fen', '收入（元）'],
  ['refunds_fen', '退款（元）'],
  ['subscriptions', '新增订阅'],
  ['pushes', '推送'],
];
const MONEY = new Set<keyof DailyFigure>(['revenue_fen', 'refunds_fen']);
const value = (d: DailyFigure, k: Key) => (MONEY.has(k) ? d[k] / 100 : d[k]);

const TOTALS: [string, Key][] = [
  ['新注册', 'registrations'],
  ['搜索次数', 'searches'],
  ['无结果搜索', 'zero_result_searches'],
  ['AI提问', 'ai_questions'],
  ['支付订单', 'orders_paid'],
  ['收入（元）', 'revenue_fen'],
];

/** The operations dashboard over a date range: who came, what they searched and asked, and what they paid. */
export default function FiguresPage() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const [data, setData] = useState<Figures | null>(null);

  useEffect(() => {
    let live = true;
    http
      .get<Figures>(AdminPaths.figures, { from, to })
      .then((d) => live && setData(d))
      .catch((e: Error) => live && message.error(e.message));
    return () => {
      live = false;
    };
  }, [from, to, message]);

  const days = useMemo(() => data?.daily ?? [], [data]);
  const x = useMemo(() => days.map((d) => d.day), [days]);
  const s = (name: string, k: Key, type: 'line' | 'bar' = 'line', yAxisIndex?: number): Series => ({
    name,
    type,
    data: days.map((d) => value(d, k)),
    ...(yAxisIndex ? { yAxisIndex } : {}),
  });
  const csv = (table: FigureTable, name: string) => (
    <CsvButton path={AdminPaths.figuresCsv} query={{ from, to, table }} filename={`${name}-${from}至${to}.csv`} />
  );
  const queryColumns = [
    { title: '#', key: 'i', width: 48, render: (_v: unknown, _r: unknown, i: number) => i + 1 },
    { title: '搜索词', dataIndex: 'query' },
    { title: '次数', dataIndex: 'count', width: 80, align: 'right' as const },
  ];

  return (
    <PageContainer
      title="运营数据"
      extra={
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(3, 'year'))}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      }
      loading={!data}
    >
      <Row gutter={[16, 16]}>
        {TOTALS.map(([t, k]) => (
          <Col span={4} key={k}>
            <Card size="small">
              <Statistic
                title={t}
                value={days.reduce((sum, d) => sum + value(d, k), 0)}
                precision={MONEY.has(k) ? 2 : 0}
              />
            </Card>
          </Col>
        ))}
        <Col span={12}>
          <Card size="small" title="注册与日活">
            <DayChart days={x} series={[s('注册', 'registrations', 'bar'), s('日活', 'dau', 'line', 1)]} twoAxes />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="搜索">
            <DayChart days={x} series={[s('搜索', 'searches'), s('无结果', 'zero_result_searches')]} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="AI问答与测评">
            <DayChart
              days={x}
              series={[s('AI提问', 'ai_questions'), s('未找到答案', 'ai_not_found'), s('测评', 'assessments')]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="订单与收入">
            <DayChart
              days={x}
              series={[
                s('支付订单', 'orders_paid', 'bar'),
                s('收入（元）', 'revenue_fen', 'line', 1),
                s('退款（元）', 'refunds_fen', 'line', 1),
              ]}
              twoAxes
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="订阅与推送">
            <DayChart days={x} series={[s('新增订阅', 'subscriptions', 'bar'), s('推送', 'pushes')]} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="热门搜索词" extra={csv('top_queries', '热门搜索词')}>
            <Table
              size="small"
              rowKey="query"
              dataSource={data?.top_queries ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={queryColumns}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="无结果搜索词" extra={csv('zero_result_queries', '无结果搜索词')}>
            <Table
              size="small"
              rowKey="query"
              dataSource={data?.zero_result_queries ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={queryColumns}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="每日明细" extra={csv('daily', '每日数据')}>
            <Table
              size="small"
              rowKey="day"
              dataSource={days}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              columns={DAY_COLUMNS.map(([k, t]) => ({
                title: t,
                dataIndex: k,
                key: k,
                render: (v: string | number) => (MONEY.has(k) ? (Number(v) / 100).toFixed(2) : v),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
