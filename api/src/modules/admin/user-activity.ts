import type { Kysely } from 'kysely';
import { RECORD_TYPE_NAMES, type RecordType } from '@aikc/shared/schemas/collect';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

const SEARCH_KIND_NAMES: Record<string, string> = {
  policy: '政策',
  project: '申报项目',
  news: '政策资讯',
  company: '企业',
  interpretation: '政策解读',
};

export interface ActivityItem {
  kind: string;
  title: string;
  at: string;
}

/** The titles of the browsed items, one query per kind present (at most five). */
async function titlesOf(db: Kysely<Database>, refs: { type: string; target_id: number }[]) {
  const out = new Map<string, string>();
  const byType = new Map<string, number[]>();
  for (const r of refs) byType.set(r.type, [...(byType.get(r.type) ?? []), r.target_id]);
  for (const [type, ids] of byType) {
    const rows =
      type === 'company'
        ? await db.selectFrom('companies').select(['id', 'name as title']).where('id', 'in', ids).execute()
        : type === 'policy' || type === 'project' || type === 'news' || type === 'interpretation'
          ? await db
              .selectFrom(
                ({ policy: 'policies', project: 'projects', news: 'news', interpretation: 'interpretations' } as const)[
                  type
                ],
              )
              .select(['id', 'title'])
              .where('id', 'in', ids)
              .execute()
          : [];
    for (const r of rows) out.set(`${type}:${r.id}`, r.title);
  }
  return out;
}

/**
 * A user's recent activity for 客服: what they browsed (user_history) and what they searched (search_log, with
 * whether it found anything), newest first, at most `limit` entries.
 */
export async function recentActivity(db: Kysely<Database>, userId: number, limit = 30): Promise<ActivityItem[]> {
  const [history, searches] = await Promise.all([
    db
      .selectFrom('user_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .limit(limit)
      .execute(),
    db.selectFrom('search_log').selectAll().where('user_id', '=', userId).orderBy('at', 'desc').limit(limit).execute(),
  ]);
  const titles = await titlesOf(db, history);
  const items = [
    ...history.map((h) => ({
      ms: Number(h.viewed_at),
      kind: `浏览${RECORD_TYPE_NAMES[h.type as RecordType] ?? h.type}`,
      title: titles.get(`${h.type}:${h.target_id}`) ?? `编号 ${h.target_id}（已删除）`,
    })),
    ...searches.map((s) => ({
      ms: Number(s.at),
      kind: `搜索${SEARCH_KIND_NAMES[s.kind] ?? ''}`,
      title: s.found ? s.query : `${s.query}（无结果）`,
    })),
  ];
  return items
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit)
    .map((i) => ({ kind: i.kind, title: i.title, at: formatDateTime(i.ms) }));
}
