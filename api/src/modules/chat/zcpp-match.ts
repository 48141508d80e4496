import type { Kysely } from 'kysely';
import type { CriterionStatus } from '@aikc/shared/rules/types';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { regionFullName } from '@aikc/shared/regions';
import { SECTORS } from '../../seed/industries.ts';
import type { CompanyRecord } from './company-facts.ts';
import { escapeMarkdown } from './composer.ts';
import { projectIndustries, sectorOfCompany } from './industry-fit.ts';
import { htmlToText } from '../../lib/html-text.ts';

export interface MatchCriterion {
  name: '地区' | '行业' | '规模' | '资质' | '申报时间';
  status: CriterionStatus;
  detail: string;
}

export interface ProjectMatch {
  id: number;
  title: string;
  support: string;
  supportMax: number;
  deadline: string;
  criteria: MatchCriterion[];
  score: number;
}

/** Qualifications a project's conditions can ask for, by the name the company registers use. */
const QUALIFICATIONS = ['高新技术企业', '科技型中小企业', '专精特新', '创新型中小企业'] as const;
const SME_STAFF = 1000;
/** A project open to the whole country has no region code, written '' or '000000' (the seed, imports). */
const NATIONWIDE = ['', '000000'];
// PostgreSQL's char(6) pads '' to six spaces: compare the trimmed code.
const isNationwide = (code: string) => NATIONWIDE.includes(code.trim());
const SME_REVENUE_WAN = 40_000;

/** Ranking: each criterion met +10, missed −25; a project for the company's own industry above an open one. */
const MET = 10;
const MISSED = 25;
const OWN_INDUSTRY = 5;

/**
 * zcpp: the projects a company fits, ranked. Candidates are open now or opening later, national or in the
 * company's province, and either declared for the company's industry (its sector in the label tree) or for
 * none (不限行业): a project for other industries is not a match at all. Each is checked on five criteria from
 * its own text and the company's data (the figures of its company page), each with the company's figure:
 * region, industry, size (a 中小企业 condition against staff and revenue), qualifications named in the
 * conditions against the company's registered titles, and the declaration window.
 */
export async function matchProjects(
  db: Kysely<Database>,
  company: CompanyRecord,
  now = Date.now(),
  limit = 8,
): Promise<ProjectMatch[]> {
  const today = todayCst(now);
  const f = company.facts;
  const sector = sectorOfCompany(company.industry_code, f.industry);
  const own = SECTORS.find((s) => s.name === sector);
  const ownLabels = own ? [own.name, ...own.children] : [];
  let q = db
    .selectFrom('projects')
    .select([
      'id',
      'title',
      'province_code',
      'city_code',
      'support_text',
      'support_max',
      'apply_start',
      'apply_end',
      'conditions_html',
    ])
    .where('apply_end', '>=', today)
    .where((eb) => eb.or([eb('province_code', 'in', NATIONWIDE), eb('province_code', '=', company.province_code)]));
  // Only projects for no industry or for the company's: others are dropped here, before the candidate limit.
  if (own)
    q = q.where((eb) => {
      const labelled = (names?: string[]) => {
        let sub = eb
          .selectFrom('project_labels as pl')
          .innerJoin('labels as l', 'l.id', 'pl.label_id')
          .select('pl.project_id')
          .whereRef('pl.project_id', '=', 'projects.id')
          .where('l.kind', '=', 'industry');
        if (names) sub = sub.where('l.name', 'in', names);
        return eb.exists(sub);
      };
      return eb.or([eb.not(labelled()), labelled(ownLabels)]);
    });
  const rows = await q.orderBy('apply_end').limit(400).execute();
  if (rows.length === 0) return [];
  const industries = await projectIndustries(
    db,
    rows.map((r) => Number(r.id)),
  );
  const last = f.years.at(-1);
  const where = f.region || '—';
  const matches: ProjectMatch[] = [];
  for (const r of rows) {
    const conditions = htmlToText(r.conditions_html);
    const criteria: MatchCriterion[] = [];
    const nationwide = isNationwide(r.province_code);
    const regionOk =
      nationwide ||
      (r.province_code === company.province_code && (isNationwide(r.city_code) || r.city_code === company.city_code));
    // A project of another city of the province is not one the company can apply for: not a match.
    if (!regionOk) continue;
    // A provincial project's city is written '' or '000000' (the whole province), as a national one's province is.
    const area = isNationwide(r.city_code) ? r.province_code : r.city_code;
    criteria.push({
      name: '地区',
      status: 'met',
      detail: `${nationwide ? '全国范围' : `限${regionFullName(area)}企业`}；企业位于${where}`,
    });
    const inds = industries.get(Number(r.id));
    if (!inds) criteria.push({ name: '行业', status: 'met', detail: `不限行业；企业所属${f.industry}` });
    else if (sector === null)
      criteria.push({
        name: '行业',
        status: 'unknown',
        detail: `面向${inds.label}；企业所属${f.industry}，未能对应平台行业分类，请对照申报指南确认`,
      });
    else if (inds.sectors.has(sector))
      criteria.push({ name: '行业', status: 'met', detail: `面向${inds.label}；企业所属${f.industry}（${sector}）` });
    // A project for other industries only: not a match (the query drops these; a label renamed since may not).
    else continue;
    if (/中小企业|小微企业/.test(conditions)) {
      const staff = last?.staff ?? f.staffCount;
      const revenue = last?.revenue;
      const figures = `职工${staff}人，${last?.year}年营业收入${revenue}万元`;
      criteria.push(
        revenue === undefined
          ? { name: '规模', status: 'unknown', detail: '要求中小企业；平台暂无该企业的营业收入数据' }
          : staff < SME_STAFF && revenue < SME_REVENUE_WAN
            ? { name: '规模', status: 'met', detail: `要求中小企业；${figures}` }
            : { name: '规模', status: 'missed', detail: `要求中小企业；${figures}` },
      );
    } else criteria.push({ name: '规模', status: 'met', detail: '未限定企业规模' });
    const asked = QUALIFICATIONS.filter((q) => conditions.includes(q));
    if (asked.length === 0) criteria.push({ name: '资质', status: 'met', detail: '未要求特定资质' });
    else {
      // The company's registered titles (its page's 资质荣誉) are the record: a title not among them is missing.
      const has = asked.filter((q) => f.tags.some((t) => t.includes(q)));
      criteria.push({
        name: '资质',
        status: has.length === asked.length ? 'met' : 'missed',
        detail: `要求${asked.join('、')}；企业${f.tags.length ? `已有${f.tags.join('、')}` : '暂无资质记录'}`,
      });
    }
    const open = r.apply_start <= today;
    criteria.push(
      open
        ? { name: '申报时间', status: 'met', detail: `申报中，${r.apply_end}截止` }
        : { name: '申报时间', status: 'unknown', detail: `尚未开始，${r.apply_start}起申报` },
    );
    const met = criteria.filter((c) => c.status === 'met').length;
    const missed = criteria.filter((c) => c.status === 'missed').length;
    matches.push({
      id: Number(r.id),
      title: r.title,
      support: r.support_text,
      supportMax: Number(r.support_max),
      deadline: r.apply_end,
      criteria,
      score:
        met * MET -
        missed * MISSED +
        (inds && sector !== null && inds.sectors.has(sector) ? OWN_INDUSTRY : 0) +
        Math.min(9, Math.log10(1 + Number(r.support_max))),
    });
  }
  return matches.sort((a, b) => b.score - a.score || a.deadline.localeCompare(b.deadline)).slice(0, limit);
}

/** A criterion's mark in the card, the report and the Excel export. */
export const MARK: Record<CriterionStatus, string> = { met: '√', missed: '×', unknown: '？' };
const cell = (s: string) => escapeMarkdown(s).replace(/\|/g, '／');

/** The ranked list as markdown: one row per project, criteria marked, linking to its detail page. */
export function zcppCard(company: CompanyRecord, matches: ProjectMatch[]): string {
  const f = company.facts;
  const head = `### 政策匹配：${cell(f.name)}\n\n${[f.industry, f.region, f.tags.length ? f.tags.join('、') : '暂无资质记录'].map(cell).join('｜')}`;
  if (matches.length === 0)
    return `${head}\n\n当前未找到面向该企业所在地区及所属行业（或不限行业）、仍在申报期内的项目。`;
  const rows = matches.map(
    (m, i) =>
      `| ${i + 1} | [${cell(m.title)}](/project/detail/${m.id}) | ${cell(m.support || '—')} | ${m.deadline} | ${m.criteria.map((c) => `${MARK[c.status]}${c.name}`).join(' ')} |`,
  );
  const notes = matches
    .slice(0, 3)
    .map(
      (m, i) =>
        `${i + 1}. **${cell(m.title)}**：${m.criteria.map((c) => `${c.name}${MARK[c.status]}（${cell(c.detail)}）`).join('；')}`,
    );
  return [
    head,
    `按符合条件多少与扶持力度排序，共${matches.length}项（√符合 ×不符合 ？需补充或核实）：`,
    ['| 序号 | 项目 | 扶持标准 | 截止日期 | 条件核对 |', '|---|---|---|---|---|', ...rows].join('\n'),
    '**前三项条件说明**',
    notes.join('\n'),
  ].join('\n\n');
}
