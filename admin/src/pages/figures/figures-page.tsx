import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Row, Space, Statistic, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { ADMIN_API } from '@aikc/shared/admin/api-paths';
import { http } from '../../net/http.ts';
import { saveCsv, toCsv } from '../../components/csv.ts';
import { DayChart } from './chart.tsx';

interface Day {
  date: string;
  registrations: number;
  dau: number;
  searches: number;
  zeroResultSearches: number;
  aiQuestions: number;
  aiNotFound: number;
  assessments: number;
  orders: number;
  revenue: number;
  subscriptions: number;
  pushes: number;
}

interface Figures {
  days: Day[];
  topQueries: { query: string; count: number }[];
  zeroResultQueries: { query: string; count: number }[];
}

const DAY_COLUMNS: [keyof Day, string][] = [
  ['date', '日期'],
  ['registrations', '注册'],
  ['dau', '日活'],
  ['searches', '搜索'],
  ['zeroResultSearches', '无结果搜索'],
  ['aiQuestions', 'AI提问'],
  ['aiNotFound', 'AI未找到答案'],
  ['assessments', '测评'],
  ['orders', '订单'],
  ['revenue', '收入（元）'],
  ['subscriptions', '新增订阅'],
  ['pushes', '推送'],
];

const sum = (days: Day[], k: keyof Day) => days.reduce((s, d) => s + Number(d[k] ?? 0), 0);

function QueryTable({ title, rows, file }: { title: string; rows: { query: string; count: number }[]; file: string }) {
  const headers: [string, string][] = [
    ['query', '搜索词'],
    ['count', '次数'],
  ];
  return (
    <Card
      title={title}
      size="small"
      extra={
        <Button size="small" icon={<DownloadOutlined />} onClick={() => saveCsv(file, toCsv(headers, rows))}>
          导出CSV
        </Button>
      }
    >
      <Table
        size="small"
        rowKey="query"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: '#', key: 'i', width: 48, render: (_v, _r, i) => i + 1 },
          { title: '搜索词', dataIndex: 'query' },
          { title: '次数', dataIndex: 'count', width: 80, align: 'right' },
        ]}
      />
    </Card>
  );
}

/** The operations dashboard over a date range: who came, what they searched and asked, and what they paid. */
export default function FiguresPage() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [data, setData] = useState<Figures | null>(null);
  const key = `${range[0].format('YYYY-MM-DD')}~${range[1].format('YYYY-MM-DD')}`;
  // The range whose figures are on screen; a different one selected means they are loading.
  const [shownKey, setShownKey] = useState('');
  const loading = shownKey !== key;

  useEffect(() => {
    let live = true;
    http
      .get<Figures>(ADMIN_API.figures.summary, {
        from: range[0].format('YYYY-MM-DD'),
        to: range[1].format('YYYY-MM-DD'),
      })
      .then((d) => {
        if (!live) return;
        setData(d);
        setShownKey(key);
      })
      .catch((e: Error) => {
        if (!live) return;
        message.error(e.message);
        setShownKey(key);
      });
    return () => {
      live = false;
    };
  }, [range, key, message]);

  const days = useMemo(() => data?.days ?? [], [data]);
  const x = useMemo(() => days.map((d) => d.date), [days]);
  const s = (name: string, k: keyof Day, type: 'line' | 'bar' = 'line', yAxisIndex?: number) => ({
    name,
    type,
    data: days.map((d) => Number(d[k])),
    ...(yAxisIndex ? { yAxisIndex } : {}),
  });
  const tag = `${range[0].format('YYYYMMDD')}-${range[1].format('YYYYMMDD')}`;

  return (
    <PageContainer
      title="运营数据"
      extra={
        <Space>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              saveCsv(`每日数据-${tag}.csv`, toCsv(DAY_COLUMNS, days as unknown as Record<string, unknown>[]))
            }
          >
            导出每日数据
          </Button>
        </Space>
      }
      loading={loading && !data}
    >
      <Row gutter={[16, 16]}>
        {(
          [
            ['新注册', 'registrations'],
            ['搜索次数', 'searches'],
            ['无结果搜索', 'zeroResultSearches'],
            ['AI提问', 'aiQuestions'],
            ['订单数', 'orders'],
            ['收入（元）', 'revenue'],
          ] as [string, keyof Day][]
        ).map(([t, k]) => (
          <Col span={4} key={k}>
            <Card size="small">
              <Statistic title={t} value={sum(days, k)} precision={k === 'revenue' ? 2 : 0} />
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
            <DayChart days={x} series={[s('搜索', 'searches'), s('无结果', 'zeroResultSearches')]} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="AI问答与测评">
            <DayChart
              days={x}
              series={[s('AI提问', 'aiQuestions'), s('未找到答案', 'aiNotFound'), s('测评', 'assessments')]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="订单与收入">
            <DayChart days={x} series={[s('订单', 'orders', 'bar'), s('收入（元）', 'revenue', 'line', 1)]} twoAxes />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="订阅与推送">
            <DayChart days={x} series={[s('新增订阅', 'subscriptions', 'bar'), s('推送', 'pushes')]} />
          </Card>
        </Col>
        <Col span={12}>
          <QueryTable title="热门搜索词" rows={data?.topQueries ?? []} file={`热门搜索词-${tag}.csv`} />
        </Col>
        <Col span={12}>
          <QueryTable title="无结果搜索词" rows={data?.zeroResultQueries ?? []} file={`无结果搜索词-${tag}.csv`} />
        </Col>
        <Col span={12}>
          <Card size="small" title="每日明细">
            <Table
              size="small"
              rowKey="date"
              dataSource={days}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 900 }}
              columns={DAY_COLUMNS.map(([k, t]) => ({ title: t, dataIndex: k, key: k }))}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
