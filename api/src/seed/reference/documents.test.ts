import { describe, expect, it } from 'vitest';
import { THEMES } from '../themes.ts';
import { REFERENCE_DOCUMENTS } from './documents.ts';

/**
 * The official 文号 format of each issuing agency family, by the document's lead agency: one pattern per
 * family, so a number in another agency's format (or an invented one) fails.
 */
const YEAR_NO = '〔(19|20)\\d{2}〕[1-9]\\d*号';
const DOC_NO_FORMATS: Record<string, RegExp> = {
  科学技术部: new RegExp(`^国科发(火|政|区|农|资|规|高|社|基)${YEAR_NO}$`),
  财政部: new RegExp(
    `^(财(税|建|教|关税)${YEAR_NO}|财政部 税务总局( (国家发展改革委|发展改革委|工业和信息化部|科技部))*公告(19|20)\\d{2}年第[1-9]\\d*号)$`,
  ),
  国家税务总局: /^国家税务总局( 财政部)?公告(19|20)\d{2}年第[1-9]\d*号$/,
  工业和信息化部: new RegExp(`^工信部(联)?(企业|科|规|通信|原|产业|政法)${YEAR_NO}$`),
  国务院: new RegExp(`^(国发${YEAR_NO}|国务院令第[1-9]\\d*号)$`),
  国务院办公厅: new RegExp(`^国办(发|函)${YEAR_NO}$`),
  国家发展和改革委员会: new RegExp(`^发改[\\u4e00-\\u9fa5]{2,4}${YEAR_NO}$`),
};
/** Documents without a 文号: laws (by the NPC or its Standing Committee) and Party Central documents. */
const NO_DOC_NO_AGENCIES = ['全国人民代表大会', '全国人民代表大会常务委员会', '中共中央', '中共中央办公厅'];

const ISO = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const byKey = new Map(REFERENCE_DOCUMENTS.map((d) => [d.key, d]));

describe('reference documents', () => {
  it('number at least 60, with unique keys, 文号 and titles-with-number', () => {
    expect(REFERENCE_DOCUMENTS.length).toBeGreaterThanOrEqual(60);
    expect(byKey.size).toBe(REFERENCE_DOCUMENTS.length);
    const numbers = REFERENCE_DOCUMENTS.flatMap((d) => (d.docNo ? [d.docNo] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(REFERENCE_DOCUMENTS.map((d) => [d.key, d] as const))('%s: 文号 in its agency’s official format', (_k, d) => {
    const lead = d.agencies[0] as string;
    if (d.docNo === null) {
      expect(NO_DOC_NO_AGENCIES).toContain(lead);
      return;
    }
    const format = DOC_NO_FORMATS[lead];
    expect(format, `no 文号 format for ${lead}`).toBeDefined();
    expect(d.docNo).toMatch(format as RegExp);
  });

  it('carry real dates: valid, 成文 not after 发布, the 文号 year that of the document', () => {
    for (const d of REFERENCE_DOCUMENTS) {
      expect(d.publishedDate, d.key).toMatch(ISO);
      expect(Number.isNaN(Date.parse(d.publishedDate)), d.key).toBe(false);
      if (d.writtenDate) {
        expect(d.writtenDate, d.key).toMatch(ISO);
        expect(d.writtenDate <= d.publishedDate, d.key).toBe(true);
      }
      // A 文号's year is the year the document was written (or published, when that is all we state).
      const year = /〔(\d{4})〕|公告(\d{4})年/.exec(d.docNo ?? '');
      if (year) expect(year[1] ?? year[2], d.key).toBe((d.writtenDate ?? d.publishedDate).slice(0, 4));
    }
  });

  it('mark validity truly: a replaced document names a replacement that exists and is newer', () => {
    for (const d of REFERENCE_DOCUMENTS) {
      if (d.status === '现行有效') {
        expect(d.replacedBy, d.key).toBeUndefined();
        continue;
      }
      const r = byKey.get(d.replacedBy ?? '');
      expect(r, `${d.key} → ${d.replacedBy}`).toBeDefined();
      expect((r?.publishedDate ?? '') > d.publishedDate, d.key).toBe(true);
    }
  });

  it('underpin themes by their exact names', () => {
    const names = new Set(THEMES.map((t) => t.name));
    for (const d of REFERENCE_DOCUMENTS) for (const t of d.themes) expect(names.has(t), `${d.key}: ${t}`).toBe(true);
  });

  it('state facts with ids under their document, an article and a figure-first text', () => {
    const ids = REFERENCE_DOCUMENTS.flatMap((d) => d.facts.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of REFERENCE_DOCUMENTS)
      for (const f of d.facts) {
        expect(f.id.startsWith(`${d.key}.`), f.id).toBe(true);
        expect(f.article, f.id).toMatch(/^(第[一二三四五六七八九十百零]+条|附件\d)/);
        expect(f.text.length, f.id).toBeGreaterThan(8);
        expect(f.text.endsWith('。'), f.id).toBe(true);
      }
    expect(ids.length).toBeGreaterThanOrEqual(100);
  });

  it('give an official link only on the agency’s own site', () => {
    for (const d of REFERENCE_DOCUMENTS)
      if (d.url)
        expect(d.url, d.key).toMatch(
          /^https:\/\/(www\.)?(gov\.cn|most\.gov\.cn|miit\.gov\.cn|chinatax\.gov\.cn|mof\.gov\.cn|npc\.gov\.cn)\//,
        );
  });
});
