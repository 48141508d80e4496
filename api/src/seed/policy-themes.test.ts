import { describe, expect, it } from 'vitest';
import { buildContext, DEFAULT_SIZES } from './context.ts';
import { generatePolicy } from './policy-body.ts';
import { policyHeader } from './policy-header.ts';
import { REFERENCE_DOCUMENTS } from './reference/documents.ts';
import { THEMES } from './themes.ts';
import { isWorkingDay } from './workdays.ts';
import { htmlToText } from '../lib/html-text.ts';

const ctx = buildContext(20261122, '2026-11-22', DEFAULT_SIZES);
const rows = Array.from({ length: DEFAULT_SIZES.policies }, (_, i) => generatePolicy(ctx, i + 1, 1));
const nationalAgencies = new Set(ctx.agencies.filter((a) => a.level === 'national').map((a) => a.id));
const referenceByTitle = new Map(REFERENCE_DOCUMENTS.map((d) => [d.title, d]));

describe('the generated corpus (default size)', () => {
  it('covers at least 60 distinct themes, each in some document', () => {
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
    expect(THEMES.length).toBeGreaterThanOrEqual(60);
    const titled = THEMES.filter((t) => rows.some((r) => r.policy.body_html.includes(t.text[0] as string)));
    expect(titled.map((t) => t.name)).toEqual(THEMES.map((t) => t.name));
  });

  it('has no national document: no national level or agency, no reference 文号, no reprint of its own', () => {
    const referenceNos = new Set(REFERENCE_DOCUMENTS.map((d) => d.docNo));
    for (const r of rows) {
      expect(r.policy.level).not.toBe('national');
      expect(nationalAgencies.has(r.policy.agency_id), r.policy.title).toBe(false);
      expect(referenceNos.has(r.policy.doc_no), r.policy.doc_no).toBe(false);
      expect(r.reprints).toEqual([]);
    }
  });

  it('cites reference documents by their real title and 文号, after they were published', () => {
    const citing = rows.filter((r) => r.policy.body_html.includes('精神，'));
    expect(citing.length).toBeGreaterThan(300);
    for (const r of citing) {
      for (const m of r.policy.body_html.matchAll(/根据《(.+?)》（(.+?)）精神/g)) {
        const cited = referenceByTitle.get(m[1] as string);
        expect(cited?.docNo, m[1]).toBe(m[2]);
        expect(r.policy.publish_date > (cited?.publishedDate ?? '9999')).toBe(true);
      }
    }
  });

  it('gives each 文号 to one document and never repeats a title in a region', () => {
    expect(new Set(rows.map((r) => r.policy.doc_no)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => `${r.policy.region_code}|${r.policy.title}`)).size).toBe(rows.length);
  });

  it('publishes on working days, a handful a day at most, nothing after today', () => {
    const perDay = new Map<string, number>();
    for (const r of rows) {
      expect(isWorkingDay(r.policy.publish_date), r.policy.publish_date).toBe(true);
      expect(r.policy.publish_date <= '2026-11-22').toBe(true);
      perDay.set(r.policy.publish_date, (perDay.get(r.policy.publish_date) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(8);
  });

  it('writes bodies of 2,000 to 8,000 characters; a 名单 or 公示 offers no money', () => {
    for (const [i, r] of rows.entries()) {
      const text = htmlToText(r.policy.body_html);
      expect(text.length, r.policy.title).toBeGreaterThanOrEqual(2000);
      expect(text.length, r.policy.title).toBeLessThanOrEqual(8000);
      if (policyHeader(ctx, i + 1).kind === 'list') expect(r.policy.summary + text).not.toMatch(/\d+万元|\d+亿元/);
    }
  });

  it('has the issuers the theme calls for: tax by 财政·税务, intellectual property by 市场监管（知识产权）', () => {
    for (let n = 1; n <= rows.length; n++) {
      const h = policyHeader(ctx, n);
      if (h.type === '税收优惠') expect(['tax', 'fin'], h.agency.name).toContain(h.agency.kind);
      if (h.type === '知识产权') expect(h.agency.kind, h.agency.name).toBe('ip');
    }
  });

  it('is deterministic', () => {
    expect(generatePolicy(buildContext(20261122, '2026-11-22', DEFAULT_SIZES), 777, 1)).toEqual(rows[776]);
  });
});
