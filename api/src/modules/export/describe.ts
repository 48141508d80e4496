import type { Kysely } from 'kysely';
import { RECORD_TYPE_NAMES } from '@aikc/shared/schemas/collect';
import { EXPORT_ROW_KIND_NAMES, type ExportRowKind, type ExportSource } from '@aikc/shared/schemas/export';
import { POLICY_LEVEL_NAMES } from '@aikc/shared/schemas/policy';
import { PROJECT_STATUS_NAMES } from '@aikc/shared/schemas/project';
import type { Database } from '../../db/schema.ts';
import { regionFullName } from '@aikc/shared/regions';
import type { ExportItem } from './sources.ts';

/** The search conditions of an export in words, for the 导出说明 sheet: [条件, 内容] pairs. */
export async function describeSource(
  db: Kysely<Database>,
  source: ExportSource,
  companyName: string | null,
): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const add = (k: string, v: string | false | null | undefined) => {
    if (v) out.push([k, v]);
  };
  const names = async (table: 'labels' | 'agencies', ids: number[]) =>
    ids.length === 0
      ? ''
      : (await db.selectFrom(table).select('name').where('id', 'in', ids).orderBy('id').execute())
          .map((r) => r.name)
          .join('、');
  const region = (p: string, c: string) =>
    p ? `${regionFullName(p)}${c && !/^0+$/.test(c) ? ` / ${regionFullName(c)}` : ''}` : '';
  const range = (a: string | number | null, b: string | number | null, unit = '') =>
    a === null && b === null ? '' : `${a ?? '不限'}${unit} 至 ${b ?? '不限'}${unit}`;
  switch (source.kind) {
    case 'policy': {
      const f = source.filter;
      add('关键词', f.keyword);
      add('地区', region(f.province, f.city));
      add('政策级别', f.levels.map((l) => POLICY_LEVEL_NAMES[l]).join('、'));
      add('发文机关', await names('agencies', f.agencies));
      add('政策类型', await names('labels', f.types));
      add('政策标签', await names('labels', f.labels));
      add('有效性', f.validity === 'valid' ? '有效' : f.validity === 'expired' ? '已失效' : '');
      add('发布日期', f.from || f.to ? range(f.from || null, f.to || null) : '');
      add('排序', f.sort === 'date' ? '按发布日期' : f.keyword ? '按相关度' : '默认排序');
      break;
    }
    case 'project': {
      const f = source.filter;
      add('关键词', f.keyword);
      add('地区', region(f.province, f.city));
      add('项目级别', f.levels.map((l) => POLICY_LEVEL_NAMES[l]).join('、'));
      add('项目类型', await names('labels', f.types));
      add('项目标签', await names('labels', f.labels));
      add('申报状态', f.status === 'all' ? '' : PROJECT_STATUS_NAMES[f.status]);
      add('支持金额', range(f.amountMin, f.amountMax, '万元'));
      add('排序', f.sort === 'date' ? '按截止时间' : f.keyword ? '按相关度' : '默认排序');
      break;
    }
    case 'company': {
      const f = source.filter;
      add('关键词', f.keyword);
      add('地区', region(f.province, f.city));
      add('所属行业', f.industries.join('、'));
      add('资质荣誉', f.tags.join('、'));
      add('经营状态', f.statuses.join('、'));
      add('注册资本', range(f.capitalMin, f.capitalMax, '万元'));
      add('成立日期', f.foundedFrom || f.foundedTo ? range(f.foundedFrom || null, f.foundedTo || null) : '');
      add('排序', f.sort === 'date' ? '按成立日期' : f.keyword ? '按相关度' : '默认排序');
      break;
    }
    case 'collect':
      add('列表', `我的收藏（${RECORD_TYPE_NAMES[source.type]}），按收藏时间倒序`);
      break;
    case 'zcpp':
      add('匹配企业', companyName ?? `企业ID ${source.company_id}`);
      add('排序', '按符合条件多少与扶持力度排序');
      break;
  }
  if (out.length === 0 || (out.length === 1 && out[0]?.[0] === '排序')) out.unshift(['筛选条件', '无（全部数据）']);
  return out;
}

/** The file's download name: 政策列表_研发补贴_20261126.xlsx (the keyword, or the company, when there is one). */
export function exportFileName(
  source: ExportSource,
  rowKind: ExportRowKind,
  companyName: string | null,
  day: string,
): string {
  const what =
    source.kind === 'collect' ? `我的收藏_${RECORD_TYPE_NAMES[source.type]}` : EXPORT_ROW_KIND_NAMES[rowKind];
  const word = source.kind === 'zcpp' ? companyName : 'filter' in source ? source.filter.keyword : '';
  // Characters no file system takes, and runs of space, out of the name; a long keyword is cut.
  const clean = (word ?? '').replace(/[\\/:*?"<>|\s]+/g, '').slice(0, 30);
  return `${[what, clean, day.replace(/-/g, '')].filter(Boolean).join('_')}.xlsx`;
}

/**
 * THE demo-data marker of exports: how many of a batch's rows are generated demo data, by the rows' own is_demo
 * flag (migration 0023; imported and reference rows are 0).
 */
export async function countDemoRows(db: Kysely<Database>, rows: readonly ExportItem[]): Promise<number> {
  const ids = (kind: ExportItem['kind']) => rows.flatMap((r) => (r.kind === kind ? [r.item.id] : []));
  const demo = async (table: 'policies' | 'projects' | 'companies', list: number[]) =>
    list.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('id', 'in', list)
              .where('is_demo', '=', 1)
              .executeTakeFirstOrThrow()
          ).n,
        );
  return (
    (await demo('policies', ids('policy'))) +
    (await demo('projects', [...ids('project'), ...ids('zcpp')])) +
    (await demo('companies', ids('company')))
  );
}
