import type { Kysely } from 'kysely';
import type { CompanyListItem } from '@aikc/shared/schemas/company';
import type { ExportRowKind, ExportSource } from '@aikc/shared/schemas/export';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ProjectListItem } from '@aikc/shared/schemas/project';
import type { Search } from '@aikc/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { todayCst } from '../../lib/time.ts';
import { loadCompany } from '../chat/company-facts.ts';
import { matchProjects, type ProjectMatch } from '../chat/zcpp-match.ts';
import { listCollects } from '../collect/service.ts';
import { presentCompanyItem } from '../company/presenter.ts';
import { loadCompanies, searchCompanies } from '../company/service.ts';
import { presentPolicyItem } from '../policy/presenter.ts';
import { loadPolicyItems, searchPolicies } from '../policy/service.ts';
import { presentProjectItem } from '../project/presenter.ts';
import { loadProjects, searchProjects } from '../project/service.ts';

/** A row of a file, by row kind: the item its list shows (the list call's own presenter), or a zcpp match. */
export type ExportItem =
  | { kind: 'policy'; item: PolicyListItem }
  | { kind: 'project'; item: ProjectListItem }
  | { kind: 'company'; item: CompanyListItem }
  | { kind: 'zcpp'; item: ProjectMatch };

/** Rows read per statement: memory stays flat however large the export (the engine pages any size). */
const BATCH = 200;

export interface ExportList {
  rowKind: ExportRowKind;
  /** Rows the list holds for this search. */
  total: number;
  /** The list's rows in the list's order, `limit` at most, a batch at a time. */
  batches(limit: number): AsyncGenerator<ExportItem[]>;
}

/**
 * The list an export is of, read through the very calls the list pages use (the search services with the same
 * filter object and order, listCollects, matchProjects) and presented by the list's own presenters, so a file
 * holds exactly the rows and values its list shows. Throws notFound for a 政策匹配 of a missing company.
 */
export async function openExportList(
  search: Search,
  db: Kysely<Database>,
  dialect: DialectName,
  userId: number,
  source: ExportSource,
  now = Date.now(),
): Promise<ExportList> {
  const today = todayCst(now);
  switch (source.kind) {
    case 'policy': {
      const page = (n: number, size: number) =>
        searchPolicies(search, db, dialect, { ...source.filter, page: n, pageSize: size }, now);
      return searchList('policy', (await page(1, 1)).total, async (n) => {
        const res = await page(n, BATCH);
        if (res.rows.length === 0) return null;
        return res.rows.map((r) => ({ kind: 'policy', item: presentPolicyItem(r, today, res.query) }));
      });
    }
    case 'project': {
      const page = (n: number, size: number) =>
        searchProjects(search, db, { ...source.filter, page: n, pageSize: size });
      return searchList('project', (await page(1, 1)).total, async (n) => {
        const res = await page(n, BATCH);
        if (res.rows.length === 0) return null;
        return res.rows.map((r) => ({ kind: 'project', item: presentProjectItem(r, today, res.query) }));
      });
    }
    case 'company': {
      const page = (n: number, size: number) =>
        searchCompanies(search, db, { ...source.filter, page: n, pageSize: size });
      return searchList('company', (await page(1, 1)).total, async (n) => {
        const res = await page(n, BATCH);
        if (res.rows.length === 0) return null;
        return res.rows.map((r) => ({ kind: 'company', item: presentCompanyItem(r, res.query) }));
      });
    }
    case 'collect': {
      const type = source.type;
      const first = await listCollects(db, userId, type, 1, 1);
      return searchList(type, first.total, async (n) => {
        const ids = (await listCollects(db, userId, type, n, BATCH)).list.map((r) => r.target_id);
        if (ids.length === 0) return null;
        // A collected item removed since is skipped (the 收藏 list shows it as gone); its row is refunded.
        if (type === 'policy')
          return (await loadPolicyItems(search, db, dialect, ids)).map((r) => ({
            kind: 'policy',
            item: presentPolicyItem(r, today),
          }));
        if (type === 'project')
          return (await loadProjects(db, ids)).map((r) => ({ kind: 'project', item: presentProjectItem(r, today) }));
        return (await loadCompanies(db, ids)).map((r) => ({ kind: 'company', item: presentCompanyItem(r) }));
      });
    }
    case 'zcpp': {
      const company = await loadCompany(db, source.company_id);
      if (!company) throw notFound('该企业不存在，无法导出政策匹配结果');
      // The chat's card shows the first 8 of this ranking; the export may take the whole of it.
      const matches = await matchProjects(db, company, now, Number.MAX_SAFE_INTEGER);
      return searchList('zcpp', matches.length, async (n) => {
        const rows = matches.slice((n - 1) * BATCH, n * BATCH);
        return rows.length === 0 ? null : rows.map((m) => ({ kind: 'zcpp', item: m }));
      });
    }
  }
}

function searchList(
  rowKind: ExportRowKind,
  total: number,
  /** Page n's rows, or null past the end (a page may hold fewer rows than it read: removed 收藏 items). */
  page: (n: number) => Promise<ExportItem[] | null>,
): ExportList {
  return {
    rowKind,
    total,
    async *batches(limit) {
      let left = Math.min(limit, total);
      for (let n = 1; left > 0; n++) {
        const rows = await page(n);
        if (rows === null) return;
        if (rows.length === 0) continue;
        const take = rows.slice(0, left);
        left -= take.length;
        yield take;
      }
    },
  };
}
