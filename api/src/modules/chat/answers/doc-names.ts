import type { FactItem, Knowledge } from './knowledge.ts';
import { canonicalText } from './subjects.ts';

/**
 * Documents a question names by a loose form of their title: 中小企业促进法 (中华人民共和国 dropped), 所得税法
 * (for 企业所得税法 and 个人所得税法 alike), 高企认定管理办法 (a synonym, 高企), 梯度培育暂行办法 (a word left out). The
 * names are derived from the reference layer's titles, not listed by hand: a title that ends in a kind of
 * instrument (法, 办法, 条例 …) is a name, with 中华人民共和国 and the issuers' 关于…的通知 frame dropped. A question
 * names a document when a run of it ending in the same kind of instrument reads, in order, within that name
 * (characters may be left out, none added), over at least 4 characters (or 3 that begin the name: 数安法, 专利法), and at most two documents read it so.
 */
const KINDS = ['办法', '条例', '规定', '细则', '指引', '意见', '纲要', '规划', '方案', '标准', '法典', '法'] as const;
const MIN_CHARS = 4;
const ABBREVIATION_CHARS = 3;
const MAX_CHARS = 16;
const MAX_DOCS = 2;

function kindOf(text: string): string | null {
  return KINDS.find((k) => text.endsWith(k)) ?? null;
}

/** A title's names: itself without 中华人民共和国, and what it is about without issuers and the 关于…的通知 frame. */
export function namesOf(title: string): string[] {
  const bare = title.replace(/中华人民共和国/g, '').replace(/[《》〈〉\s]/g, '');
  const about = bare.includes('关于') ? bare.slice(bare.lastIndexOf('关于') + 2) : bare;
  const core = about.replace(/^印发/, '').replace(/的(通知|公告|决定)$/, '');
  return [...new Set([bare, core].map((n) => canonicalText(n)))].filter((n) => kindOf(n) !== null);
}

/** Whether `part` reads in order within `name`, spread over no more than twice its length. */
function readsWithin(part: string, name: string, fromStart = false): boolean {
  const p = [...part];
  const n = [...name];
  for (let start = 0; start < (fromStart ? 1 : n.length); start++) {
    if (n[start] !== p[0]) continue;
    let i = 0;
    let j = start;
    for (; j < n.length && i < p.length; j++) if (n[j] === p[i]) i++;
    if (i === p.length && j - start <= 2 * p.length && j === n.length) return true;
  }
  return false;
}

const cache = new WeakMap<Knowledge, { policyId: number; names: string[] }[]>();

function documentNames(k: Knowledge): { policyId: number; names: string[] }[] {
  let held = cache.get(k);
  if (!held) {
    const byDoc = new Map<number, FactItem>();
    for (const f of k.factById.values()) if (!byDoc.has(f.policyId)) byDoc.set(f.policyId, f);
    held = [...byDoc.values()].map((f) => ({ policyId: f.policyId, names: namesOf(f.title) }));
    cache.set(k, held);
  }
  return held;
}

/** The reference documents (by policy id) a question names by title; empty when it names none or too many. */
export function docsNamedByTitle(k: Knowledge, question: string): Set<number> {
  const text = canonicalText(question).replace(/[\s《》]/g, '');
  const chars = [...text];
  let best = 0;
  let docs: number[] = [];
  for (let end = 1; end <= chars.length; end++) {
    const kind = kindOf(chars.slice(0, end).join(''));
    if (!kind) continue;
    for (const d of documentNames(k)) {
      for (const name of d.names) {
        // 所得税法 names a 法, not a 办法: the kinds must agree as words.
        if (kindOf(name) !== kind) continue;
        // A short name read whole (专利法, 民法典) or abbreviated from its first character (数安法) names it too.
        for (let len = Math.min(MAX_CHARS, end); len >= ABBREVIATION_CHARS; len--) {
          if (len < best) break;
          const part = chars.slice(end - len, end).join('');
          if (!readsWithin(part, name, len < MIN_CHARS && len < [...name].length)) continue;
          if (len > best) [best, docs] = [len, []];
          if (!docs.includes(d.policyId)) docs.push(d.policyId);
          break;
        }
      }
    }
  }
  return new Set(docs.length <= MAX_DOCS ? docs : []);
}
