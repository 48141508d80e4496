/**
 * 发文机关 normalised against the agency table: a page writes 科技部, 科学技术部 or 中华人民共和国科学技术部, the portal
 * stores one agency with its region. Full names win over short names; among several agencies in one text (a
 * joint document) the first named is the issuer.
 */
export interface AgencyRef {
  name: string;
  short_name: string;
  region_code: string;
  level: string;
}

export interface AgencyMatch {
  agency: AgencyRef;
  /** The words as the page wrote them. */
  text: string;
  exact: boolean;
}

const squeeze = (s: string) => s.replace(/[\s\u3000]+/gu, '').replace(/^中华人民共和国/u, '');

export class AgencyIndex {
  private readonly byName = new Map<string, AgencyRef>();
  /** Short names several agencies share (朝阳区科技局 in Beijing and in Changchun), with every holder. */
  private readonly shared = new Map<string, AgencyRef[]>();
  /** Every spelling, longest first, so 北京市科学技术委员会 wins over a shorter name inside it. */
  private readonly spellings: { key: string; agency: AgencyRef; full: boolean }[] = [];

  constructor(agencies: readonly AgencyRef[]) {
    for (const a of agencies) {
      for (const [key, full] of [
        [a.name, true],
        [a.short_name, false],
      ] as const) {
        const k = squeeze(key);
        if (k.length < 2) continue;
        if (this.byName.has(k)) {
          this.shared.set(k, [...(this.shared.get(k) ?? [this.byName.get(k) as AgencyRef]), a]);
          continue;
        }
        this.byName.set(k, a);
        this.spellings.push({ key: k, agency: a, full });
      }
    }
    this.spellings.sort((x, y) => y.key.length - x.key.length);
  }

  get size(): number {
    return this.byName.size;
  }

  /**
   * The agency a short text names (a metadata cell, a signature line), or null. `region`: the source's region,
   * which decides between agencies sharing a short name; without it a shared name is not exact.
   */
  resolve(text: string, region = ''): AgencyMatch | null {
    const t = squeeze(text);
    const exact = this.pick(t, region);
    if (exact) return { agency: exact.agency, text: text.trim(), exact: exact.sure };
    let best: { at: number; len: number; agency: AgencyRef; key: string } | null = null;
    for (const s of this.spellings) {
      const at = t.indexOf(s.key);
      if (at < 0) continue;
      if (!best || at < best.at || (at === best.at && s.key.length > best.len))
        best = { at, len: s.key.length, agency: s.agency, key: s.key };
    }
    if (!best) return null;
    return { agency: this.pick(best.key, region)?.agency ?? best.agency, text: best.key, exact: false };
  }

  private pick(key: string, region: string): { agency: AgencyRef; sure: boolean } | null {
    const one = this.byName.get(key);
    if (!one) return null;
    const all = this.shared.get(key);
    if (!all) return { agency: one, sure: true };
    const province = region.slice(0, 2);
    const inRegion = all.filter((a) => province && a.region_code.startsWith(province));
    return inRegion.length === 1 ? { agency: inRegion[0] as AgencyRef, sure: true } : { agency: one, sure: false };
  }

  /** An agency by its stored name (a source's default agency). */
  byExactName(name: string): AgencyRef | null {
    return this.byName.get(squeeze(name)) ?? null;
  }
}

/** Words government bodies' names end with: a line ending so is a signature's agency even if unknown. */
export const AGENCY_ENDING = /(?:人民政府|办公厅|办公室|委员会|管理委员会|厅|局|部|委|署|院|中心|政府)$/u;
