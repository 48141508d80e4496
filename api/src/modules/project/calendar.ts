import { sql, type Kysely } from 'kysely';
import type { CalendarMonth } from '@aikc/shared/schemas/project';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';

interface RegionScope {
  province: string;
  city: string;
}

function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** 申报日历 month view: per day, how many windows start and how many end; and how many are open in the month. */
export async function calendarMonth(
  db: Kysely<Database>,
  month: string,
  region: RegionScope,
  now = Date.now(),
): Promise<CalendarMonth> {
  const first = `${month}-01`;
  const last = `${month}-31`;
  const regionSql = region.city
    ? sql`and city_code = ${region.city}`
    : region.province
      ? sql`and province_code = ${region.province}`
      : sql``;
  const [starts, ends, open] = await Promise.all([
    sql<{
      d: string;
      n: number;
    }>`select apply_start as d, count(*) as n from projects where apply_start >= ${first} and apply_start <= ${last} ${regionSql} group by apply_start`.execute(
      db,
    ),
    sql<{
      d: string;
      n: number;
    }>`select apply_end as d, count(*) as n from projects where apply_end >= ${first} and apply_end <= ${last} ${regionSql} group by apply_end`.execute(
      db,
    ),
    sql<{
      n: number;
    }>`select count(*) as n from projects where apply_start <= ${last} and apply_end >= ${first} ${regionSql}`.execute(
      db,
    ),
  ]);
  const s = new Map(starts.rows.map((r) => [r.d, Number(r.n)]));
  const e = new Map(ends.rows.map((r) => [r.d, Number(r.n)]));
  return {
    month,
    today: todayCst(now),
    days: daysOf(month).map((d) => ({ date: d, starting: s.get(d) ?? 0, ending: e.get(d) ?? 0 })),
    open_in_month: Number(open.rows[0]?.n ?? 0),
  };
}

/** The ids of projects whose window starts, ends or is open on `date`: deadlines first, then starts, then open. */
export async function calendarDayIds(
  db: Kysely<Database>,
  date: string,
  region: RegionScope,
  limit = 200,
): Promise<number[]> {
  let q = db.selectFrom('projects').select('id').where('apply_start', '<=', date).where('apply_end', '>=', date);
  if (region.city) q = q.where('city_code', '=', region.city);
  else if (region.province) q = q.where('province_code', '=', region.province);
  const rows = await q
    .orderBy(sql`case when apply_end = ${date} then 0 when apply_start = ${date} then 1 else 2 end`)
    .orderBy('apply_end')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Open projects whose deadline is within `days` days (申报即将截止), soonest first. */
export async function closingSoonIds(
  db: Kysely<Database>,
  days: number,
  limit: number,
  now = Date.now(),
): Promise<number[]> {
  const today = todayCst(now);
  const until = todayCst(now + days * 86_400_000);
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where('apply_start', '<=', today)
    .where('apply_end', '>=', today)
    .where('apply_end', '<=', until)
    .orderBy('apply_end')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
