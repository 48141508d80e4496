import type { CheerioAPI } from 'cheerio';
import { clean } from './fields.ts';

/**
 * The 信息公开 metadata block of a government page: label and value pairs laid out as a table (td/td, th/td),
 * a definition list (dt/dd), or inline (<li><span>发文机关：</span>科学技术部</li>). Labels vary a little between
 * sites; each spelling maps to one key.
 */
export type MetaKey = 'index_no' | 'topic' | 'agency' | 'written' | 'doc_no' | 'published' | 'validity' | 'title';

const LABELS: [RegExp, MetaKey][] = [
  [/^索\s*引\s*号$/u, 'index_no'],
  [/^主题分类$|^主\s*题\s*词$|^分\s*类$/u, 'topic'],
  [/^发文机关$|^发布机构$|^发布机关$|^发文单位$|^来\s*源$/u, 'agency'],
  [/^成文日期$|^成文时间$|^印发日期$/u, 'written'],
  [/^发文字号$|^文\s*号$|^发文文号$/u, 'doc_no'],
  [/^发布日期$|^发布时间$|^公开日期$|^发文日期$/u, 'published'],
  [/^有\s*效\s*性$|^时\s*效\s*性$|^效力状态$/u, 'validity'],
  [/^标\s*题$|^名\s*称$|^文件名称$/u, 'title'],
];
const ALL_LABELS = /索引号|主题分类|发文机关|发布机构|成文日期|发文字号|发布日期|有效性|时效性/u;

export interface MetaValue {
  value: string;
  /** The cell text the value was read from, label included when inline. */
  text: string;
}

function keyOf(label: string): MetaKey | null {
  const l = label.replace(/[:：\s]+$/u, '').trim();
  for (const [re, key] of LABELS) if (re.test(l)) return key;
  return null;
}

const CANDIDATES = 'td,th,dt,dd,li,span,p,div,label,b,strong,em,font';

export function readMetadata($: CheerioAPI): Map<MetaKey, MetaValue> {
  const found = new Map<MetaKey, MetaValue>();
  $(CANDIDATES).each((_, el) => {
    const node = $(el);
    const text = clean(node.text());
    if (text.length === 0 || text.length > 120) return;
    // Inline: 发文机关：科学技术部 in one element (and no second label in it: that is a container).
    const inline = /^([^:：]{2,8})\s*[:：]\s*(.+)$/su.exec(text);
    if (inline) {
      const key = keyOf(inline[1] as string);
      const rest = clean(inline[2] as string);
      if (key && !found.has(key) && rest && !ALL_LABELS.test(rest)) {
        found.set(key, { value: rest, text });
        return;
      }
    }
    const key = keyOf(text);
    if (!key || found.has(key)) return;
    // Label alone: the value is the next cell, or the next cell of the parent (<td><b>文号</b></td><td>…</td>).
    let next = node.next();
    if (next.length === 0) next = node.parent().next();
    const value = clean(next.text());
    const labelled = /^([^:：]{2,8})\s*[:：]/u.exec(value);
    if (labelled && keyOf(labelled[1] as string)) return;
    if (value && value.length <= 100 && !keyOf(value)) found.set(key, { value, text: value });
  });
  return found;
}

/** <meta name="ArticleTitle" content="…">, the tags publishing systems (TRS, 政府网站集约化平台) write. */
export function metaTag($: CheerioAPI, ...names: string[]): string {
  for (const n of names) {
    const v = $(`meta[name="${n}"]`).attr('content');
    if (v && v.trim()) return clean(v);
  }
  return '';
}
