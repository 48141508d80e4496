import { findSynonyms } from '../../search/synonyms.ts';
import { queryWords } from '../../search/segmenter.ts';

/**
 * Who or what a question is about, as opposed to what it asks (税率, 比例, 条件 …): the kinds of enterprise,
 * taxpayer, right and year the knowledge base distinguishes. A follow-up that names another subject of the same
 * class (那科技型中小企业呢？ after a question on 高企) asks the earlier question of it; one that names none
 * (征收率呢？) asks of the earlier subject. Spellings of one subject are found through the search synonyms
 * (高企 = 高新技术企业), so the list holds each subject once, by its standard name.
 */
/** Per class, each subject as its standard name and the other ways users write it. */
const SUBJECT_CLASSES: Record<string, readonly (readonly string[])[]> = {
  enterprise: [
    ['高新技术企业', '高新企业'],
    ['科技型中小企业', '科技型企业'],
    ['技术先进型服务企业', '技先企业', '技术先进型企业'],
    ['小型微利企业', '小微企业', '小型微利'],
    ['小规模纳税人'],
    ['一般纳税人'],
    ['个体工商户', '个体户'],
    ['制造业企业'],
    ['集成电路设计企业', '芯片设计企业', 'IC设计公司', 'IC设计企业'],
    ['集成电路生产企业', '芯片制造企业', '芯片生产企业'],
    ['集成电路企业', '芯片企业'],
    ['工业母机企业'],
    ['重点软件企业'],
    ['软件企业'],
    ['专精特新“小巨人”', '专精特新小巨人', '小巨人企业', '小巨人'],
    ['专精特新中小企业', '专精特新企业', '专精特新'],
    ['创新型中小企业'],
    ['有限合伙制创业投资企业', '有限合伙创投'],
    ['创业投资企业', '创投企业', '公司制创投企业'],
    ['天使投资个人', '天使投资人', '天使投资'],
    ['高等院校', '高校'],
    ['科研院所', '研究开发机构'],
  ],
  patent: [['发明专利'], ['实用新型'], ['外观设计']],
};

const YEAR = /(19|20)\d{2}年?/;

export interface Subject {
  cls: string;
  /** The words as they appear in the question (to replace them). */
  surface: string;
  name: string;
}

let lexicon: { key: string; cls: string; name: string }[] | null = null;

/** Subjects keyed by their words joined, longest first (小巨人 inside 专精特新小巨人 is not a second subject). */
function entries() {
  if (!lexicon) {
    lexicon = Object.entries(SUBJECT_CLASSES)
      .flatMap(([cls, groups]) =>
        groups.flatMap((g) =>
          g.map((form) => ({ key: queryWords(canonicalText(form)).join(''), cls, name: g[0] as string })),
        ),
      )
      .sort((a, b) => b.key.length - a.key.length);
  }
  return lexicon;
}

/** A question's words with every synonym spelled by its group's standard name (高企 → 高新技术企业). */
export function canonicalText(question: string): string {
  const words = queryWords(question);
  const found = findSynonyms(words);
  const out: string[] = [];
  let i = 0;
  for (const m of found) {
    out.push(...words.slice(i, m.start), m.group.name);
    i = m.end;
  }
  out.push(...words.slice(i));
  return out.join('');
}

/** The subjects a question names (longest spelling first, none inside another), and its year if it names one. */
export function subjectsOf(question: string): Subject[] {
  const text = canonicalText(question);
  const out: Subject[] = [];
  let rest = text;
  for (const e of entries()) {
    const at = rest.indexOf(e.key);
    if (at < 0 || out.some((s) => s.name === e.name)) continue;
    out.push({ cls: e.cls, surface: e.key, name: e.name });
    rest = rest.slice(0, at) + ' '.repeat(e.key.length) + rest.slice(at + e.key.length);
  }
  const year = YEAR.exec(text);
  if (year) out.push({ cls: 'year', surface: year[0], name: year[0] });
  return out;
}
