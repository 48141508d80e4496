import type { Insertable, Kysely } from 'kysely';
import type { Database, InterpretationsTable, NewsTable } from '../../db/schema.ts';
import type { NewPolicy } from '../policy/writer.ts';
import type { insertProjects } from '../project/writer.ts';
import type { Ready } from './ready.ts';
import { regionColumns, type NameTables } from './resolve.ts';

/** An import item made into the row its writer takes. */
export type Built =
  | { kind: 'policy'; value: NewPolicy }
  | { kind: 'interpretation'; value: Insertable<InterpretationsTable> }
  | { kind: 'news'; value: Insertable<NewsTable> }
  | { kind: 'project'; value: Parameters<typeof insertProjects>[2][number] };

function labelIdsOf(labels: string[], names: NameTables): number[] | string {
  const ids: number[] = [];
  for (const l of labels) {
    const id = names.label(l);
    if (id === undefined) return `标签不存在：${l}`;
    ids.push(id);
  }
  return [...new Set(ids)];
}

/** A policy's or project's agency, type and labels as ids, or the first name that does not resolve (by what it is called). */
function resolveIds(
  item: { agency: string; type: string; labels: string[] },
  names: NameTables,
  agencyIs: string,
  typeIs: string,
): { agency_id: number; type_id: number; labelIds: number[] } | string {
  const agency_id = names.agency(item.agency);
  if (agency_id === undefined) return `${agencyIs}不存在：${item.agency}`;
  const type_id = names.type(item.type);
  if (type_id === undefined) return `${typeIs}不存在：${item.type}`;
  const labelIds = labelIdsOf(item.labels, names);
  return typeof labelIds === 'string' ? labelIds : { agency_id, type_id, labelIds };
}

/** The id of the policy an import names by its source id (the row it refers to may come from an earlier import). */
async function policyIdBySource(db: Kysely<Database>, sourceId: string): Promise<number | undefined> {
  const p = await db.selectFrom('policies').select('id').where('source_id', '=', sourceId).executeTakeFirst();
  return p?.id;
}

/** The row of an item, or the reason it cannot be written (a name that does not resolve). */
export async function build(
  db: Kysely<Database>,
  { item, hash }: Ready,
  names: NameTables,
  now: number,
): Promise<Built | string> {
  const source = { source_id: item.source_id, source_hash: hash };
  switch (item.kind) {
    case 'policy': {
      const ids = resolveIds(item, names, '发文机关', '政策类型');
      if (typeof ids === 'string') return ids;
      const { agency_id, type_id, labelIds } = ids;
      const policy = {
        title: item.title,
        doc_no: item.doc_no,
        agency_id,
        level: item.level,
        ...regionColumns(item.level === 'national' ? '000000' : item.region_code),
        type_id,
        publish_date: item.publish_date,
        effective_date: item.effective_date ?? item.publish_date,
        expire_date: item.expire_date,
        summary: item.summary,
        body_html: item.body_html,
        source_url: item.source_url,
        source: item.source ?? '',
        doc_status: item.doc_status ?? '',
        written_date: item.written_date ?? null,
        replaced_by: item.replaced_by ?? null,
        created_at: now,
        updated_at: now,
        ...source,
      };
      return { kind: 'policy', value: { policy, labelIds } };
    }
    case 'interpretation': {
      let policyId = item.policy_id;
      if (item.policy_source_id !== undefined) {
        const id = await policyIdBySource(db, item.policy_source_id);
        if (id === undefined) return `所解读的政策不存在：${item.policy_source_id}`;
        policyId = id;
      } else if (
        policyId !== undefined &&
        !(await db.selectFrom('policies').select('id').where('id', '=', policyId).executeTakeFirst())
      ) {
        return `所解读的政策不存在：${policyId}`;
      }
      return {
        kind: 'interpretation',
        value: {
          policy_id: policyId as number,
          title: item.title,
          source: item.source,
          publish_date: item.publish_date,
          summary: item.summary,
          body_html: item.body_html,
          ...source,
        },
      };
    }
    case 'news': {
      const { region_code, province_code } = regionColumns(item.region_code);
      return {
        kind: 'news',
        value: {
          title: item.title,
          source: item.source,
          region_code,
          province_code,
          publish_date: item.publish_date,
          summary: item.summary,
          body_html: item.body_html,
          ...source,
        },
      };
    }
    case 'project': {
      const ids = resolveIds(item, names, '主管部门', '项目类型');
      if (typeof ids === 'string') return ids;
      const { agency_id, type_id, labelIds } = ids;
      if (item.apply_end < item.apply_start) return '申报截止日期早于开始日期';
      let policyId: number | null = null;
      if (item.policy_source_id !== undefined) {
        const id = await policyIdBySource(db, item.policy_source_id);
        if (id === undefined) return `项目所属的政策尚未发布：${item.policy_source_id}`;
        policyId = id;
      }
      const project = {
        title: item.title,
        policy_id: policyId,
        agency_id,
        department: item.department,
        level: item.level,
        ...regionColumns(item.level === 'national' ? '000000' : item.region_code),
        type_id,
        support_min: item.support_min,
        support_max: item.support_max,
        support_text: item.support_text,
        apply_start: item.apply_start,
        apply_end: item.apply_end,
        publish_date: item.publish_date,
        conditions_html: item.conditions_html,
        materials_html: item.materials_html,
        body_html: item.body_html,
        contact: item.contact,
        ...source,
      };
      return { kind: 'project', value: { project, labelIds } };
    }
  }
}
