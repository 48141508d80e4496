import { describe, expect, it } from 'vitest';
import { buildContext, DEFAULT_SIZES } from './context.ts';
import { generatePolicy } from './policy-body.ts';
import { NATIONAL_THEMES, themeDocument } from './policy-themes.ts';
import { THEMES } from './themes.ts';

const ctx = buildContext(20261122, '2026-11-22', DEFAULT_SIZES);
const rows = Array.from({ length: DEFAULT_SIZES.policies }, (_, i) => generatePolicy(ctx, i + 1, 1));

describe('policy themes in the default corpus', () => {
  it('covers at least 60 distinct themes, each in some document', () => {
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
    expect(THEMES.length).toBeGreaterThanOrEqual(60);
    const titled = THEMES.filter((t) => rows.some((r) => r.policy.body_html.includes(t.text[0] as string)));
    expect(titled.map((t) => t.name)).toEqual(THEMES.map((t) => t.name));
  });

  it('issues each national theme document once, and local implementations cite it by name and number', () => {
    NATIONAL_THEMES.forEach((_, i) => {
      const doc = themeDocument(ctx, i);
      expect(rows.filter((r) => r.policy.title === doc.title && r.policy.level === 'national')).toHaveLength(1);
      expect(doc.doc_no).toMatch(/〔20\d\d〕\d+号$|20\d\d年第\d+号$/);
    });
    const citing = rows.filter((r) => r.policy.body_html.includes('精神，') && r.policy.level !== 'national');
    expect(citing.length).toBeGreaterThan(300);
    for (const r of citing) {
      const m = /根据《(.+?)》（(.+?)）精神/.exec(r.policy.body_html);
      const cited = NATIONAL_THEMES.map((_, i) => themeDocument(ctx, i)).find((d) => d.docName === m?.[1]);
      expect(cited?.doc_no).toBe(m?.[2]);
      expect(r.policy.publish_date > (cited?.publish_date ?? '')).toBe(true);
    }
  });

  it('reprints a national document verbatim by provincial agencies of other provinces, after it', () => {
    const withReprints = rows.filter((r) => r.reprints.length > 0);
    expect(withReprints).toHaveLength(NATIONAL_THEMES.length);
    for (const r of withReprints) {
      expect(r.reprints.length).toBeGreaterThanOrEqual(2);
      expect(new Set(r.reprints.map((x) => x.region_code)).size).toBe(r.reprints.length);
      for (const x of r.reprints) {
        expect(x.title).toMatch(/关于转发《.+》的通知$/);
        expect(x.publish_date >= r.policy.publish_date && x.publish_date <= '2026-11-22').toBe(true);
      }
    }
  });

  it('is deterministic', () => {
    const again = generatePolicy(ctx, 777, 1);
    expect(again).toEqual(rows[776]);
  });
});
