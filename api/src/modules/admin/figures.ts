import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DailyFigure, FigureTable, Figures } from '@aikc/shared/admin/schemas/ops';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { CsvFile } from './guard.ts';
import { cstDayStart } from './orders-service.ts';

/**
 * The 运营 figures per China day over a range: each metric is one grouped query over its own table, bucketed by
 * the China day of an epoch-ms column ((t + 8 h) div 1 day: integer division in both SQLite and PostgreSQL).
 * (The constants are inlined: a bound number is a REAL in SQLite, and the division would not be an integer.)
 * DAU counts distinct users who signed in, browsed or asked the AI that day. A not-found AI answer is an
 * assistant answer stored without sources (the not-found line cites none).
 */
const DAY = 86_400_000;
const CST = 28_800_000;
const MAX_DAYS = 366;

type Metric = Exclude<keyof DailyFigure, 'day'>;

function dayOf(bucket: number): string {
  return new Date(bucket * DAY).toISOString().slice(0, 10);
}

async function grouped(
  db: Kysely<Database>,
  query: RawBuilder<{ b: number; n: number }>,
): Promise<Map<number, number>> {
  const res = await query.execute(db);
  return new Map(res.rows.map((r) => [Number(r.b), Number(r.n)]));
}

function per(table: string, col: string, agg: string, where: string, from: number, to: number) {
  return sql<{
    b: number;
    n: number;
  }>`select (${sql.ref(col)} + ${sql.lit(CST)}) / ${sql.lit(DAY)} as b, ${sql.raw(agg)} as n from ${sql.table(table)}
    where ${sql.ref(col)} >= ${from} and ${sql.ref(col)} < ${to} ${sql.raw(where ? `and ${where}` : '')} group by 1`;
}

export async function figures(db: Kysely<Database>, fromDay: string, toDay: string): Promise<Figures> {
  const from = cstDayStart(fromDay);
  const to = cstDayStart(toDay) + DAY;
  const days = Math.round((to - from) / DAY);
  if (days > MAX_DAYS) throw badRequest(`日期范围最长${MAX_DAYS}天`);
  const specs: [Metric, RawBuilder<{ b: number; n: number }>][] = [
    ['registrations', per('users', 'created_at', 'count(*)', '', from, to)],
    [
      'dau',
      sql<{ b: number; n: number }>`select b, count(distinct u) as n from (
        select user_id as u, (created_at + ${sql.lit(CST)}) / ${sql.lit(DAY)} as b from user_tokens where created_at >= ${from} and created_at < ${to}
        union all select user_id, (viewed_at + ${sql.lit(CST)}) / ${sql.lit(DAY)} from user_history where viewed_at >= ${from} and viewed_at < ${to}
        union all select user_id, (created_at + ${sql.lit(CST)}) / ${sql.lit(DAY)} from chat_messages where role = 'user' and created_at >= ${from} and created_at < ${to}
      ) a group by b`,
    ],
    ['searches', per('search_log', 'at', 'count(*)', '', from, to)],
    ['zero_result_searches', per('search_log', 'at', 'count(*)', 'found = 0', from, to)],
    ['ai_questions', per('chat_messages', 'created_at', 'count(*)', "role = 'user'", from, to)],
    [
      'ai_not_found',
      per(
        'chat_messages',
        'created_at',
        'count(*)',
        "role = 'assistant' and status = 'done' and sources_json = '[]'",
        from,
        to,
      ),
    ],
    ['assessments', per('assessments', 'created_at', 'count(*)', '', from, to)],
    ['orders_paid', per('orders', 'paid_at', 'count(*)', '', from, to)],
    ['revenue_fen', per('orders', 'paid_at', 'coalesce(sum(amount_fen), 0)', '', from, to)],
    ['refunds_fen', per('refunds', 'finished_at', 'coalesce(sum(amount_fen), 0)', "status = 'success'", from, to)],
    ['subscriptions', per('subscriptions', 'created_at', 'count(*)', '', from, to)],
    ['pushes', per('pushes', 'created_at', 'count(*)', '', from, to)],
  ];
  const maps = await Promise.all(specs.map(([, q]) => grouped(db, q)));
  const first = (from + CST) / DAY;
  const daily: DailyFigure[] = [];
  for (let i = 0; i < days; i++) {
    const row = { day: dayOf(first + i) } as DailyFigure;
    specs.forEach(([metric], k) => (row[metric] = maps[k]?.get(first + i) ?? 0));
    daily.push(row);
  }
  const top = async (onlyZero: boolean) =>
    (
      await sql<{
        query: string;
        n: number;
      }>`select query, count(*) as n from search_log where at >= ${from} and at < ${to}
        ${sql.raw(onlyZero ? 'and found = 0' : '')} group by query order by n desc, query limit 50`.execute(db)
    ).rows.map((r) => ({ query: r.query, count: Number(r.n) }));
  const [topQueries, zero] = await Promise.all([top(false), top(true)]);
  return { daily, top_queries: topQueries, zero_result_queries: zero };
}

const DAILY_HEADERS: [Metric, string][] = [
  ['registrations', '注册用户'],
  ['dau', '活跃用户'],
  ['searches', '搜索次数'],
  ['zero_result_searches', '无结果搜索'],
  ['ai_questions', 'AI提问'],
  ['ai_not_found', 'AI未找到答案'],
  ['assessments', '测评次数'],
  ['orders_paid', '支付订单'],
  ['revenue_fen', '收入（元）'],
  ['refunds_fen', '退款（元）'],
  ['subscriptions', '新增订阅'],
  ['pushes', '推送条数'],
];

/** One table of the figures as CSV. */
export function figuresCsv(f: Figures, table: FigureTable): CsvFile {
  if (table === 'daily')
    return {
      filename: '运营数据-每日',
      rows: [
        ['日期', ...DAILY_HEADERS.map(([, h]) => h)],
        ...f.daily.map((d) => [
          d.day,
          ...DAILY_HEADERS.map(([m]) => (m.endsWith('_fen') ? (d[m] / 100).toFixed(2) : d[m])),
        ]),
      ],
    };
  const list = table === 'top_queries' ? f.top_queries : f.zero_result_queries;
  return {
    filename: table === 'top_queries' ? '运营数据-热门搜索' : '运营数据-无结果搜索',
    rows: [['搜索词', '次数'], ...list.map((q) => [q.query, q.count])],
  };
}
