import { findSynonyms, queryWords, synonyms } from '@aikc/search';

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
    ['技术先进型服务企业', '技先企业', '技术先进型企业', '技先'],
    ['小型微利企业', '小微企业', '小型微利'],
    ['小规模纳税人'],
    ['一般纳税人'],
    ['个体工商户', '个体户'],
    ['制造业企业'],
    ['重点集成电路设计企业', '重点芯片设计企业'],
    ['集成电路设计企业', '芯片设计企业', 'IC设计公司', 'IC设计企业'],
    [
      '集成电路生产企业',
      '芯片制造企业',
      '芯片生产企业',
      '晶圆厂',
      '晶圆制造企业',
      '晶圆代工厂',
      '晶圆生产线',
      '晶圆产线',
    ],
    ['集成电路企业', '芯片企业'],
    ['工业母机企业'],
    ['重点软件企业'],
    ['软件企业'],
    ['专精特新“小巨人”', '专精特新小巨人', '小巨人企业', '小巨人'],
    ['专精特新中小企业', '专精特新企业', '专精特新'],
    ['创新型中小企业'],
    ['有限合伙制创业投资企业', '有限合伙创投'],
    ['创业投资企业', '创投企业', '公司制创投企业', '公司制创投'],
    ['天使投资个人', '天使投资人', '天使投资'],
    ['高等院校', '高校'],
    ['科研院所', '研究开发机构', '研究院', '科研机构', '科学院', '农科院'],
  ],
  patent: [['发明专利'], ['实用新型'], ['外观设计']],
};

/** Every way the kinds and rights are written (the typo mender spells a mistyped one right). */
export function subjectForms(): string[] {
  return Object.values(SUBJECT_CLASSES).flatMap((groups) => groups.flat());
}

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

/**
 * Short forms users type that the search synonyms leave alone, because in a search box they mean too much:
 * 「报高新」, 「高新证书」 mean 高新技术企业 in a question to the assistant. Whole words only (高新区 is its own word).
 */
const QUESTION_ALIASES: [string, string][] = [['高新', '高新技术企业']];

let spellings: { byKey: Map<string, string>; maxWords: number } | null = null;

/** Every spelling of a subject (个体户, 小微企业, 高新) by its words joined, to the subject's standard name. */
function spellingTable() {
  if (!spellings) {
    const byKey = new Map<string, string>();
    let maxWords = 1;
    const add = (form: string, name: string) => {
      const words = queryWords(form);
      maxWords = Math.max(maxWords, words.length);
      byKey.set(words.join(''), name);
    };
    for (const groups of Object.values(SUBJECT_CLASSES))
      for (const g of groups) for (const form of g) add(form, g[0] as string);
    for (const [form, name] of QUESTION_ALIASES) add(form, name);
    spellings = { byKey, maxWords };
  }
  return spellings;
}

const nameWordCache = new Map<string, string[]>();
function nameWords(name: string): string[] {
  let w = nameWordCache.get(name);
  if (!w) nameWordCache.set(name, (w = queryWords(name)));
  return w;
}

/**
 * A question's words (the portal's segmenter) with each subject spelled by its standard name, longest spelling
 * first (个体户 → 个体工商户, 报高新 → 报 高新技术企业), so that a question and an entry that name one subject in two
 * ways still share it.
 */
export function questionWords(text: string): string[] {
  const { byKey, maxWords } = spellingTable();
  const words = queryWords(text);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let len = Math.min(maxWords, words.length - i);
    for (; len >= 1; len--) {
      const key = words.slice(i, i + len).join('');
      // Users say 公司 for 企业: 芯片设计公司 is 芯片设计企业.
      // 创投公司 may come as one word from the segmenter: the 公司 of a word longer than itself counts too.
      const name = byKey.get(key) ?? (key.length > 2 ? byKey.get(key.replace(/公司$/, '企业')) : undefined);
      if (name) {
        // As the standard name's own words: a subject weighs in a match as it did spelt out.
        out.push(...nameWords(name));
        break;
      }
    }
    if (len >= 1) i += len;
    else out.push(words[i++] as string);
  }
  return out;
}

/** A question's words with every synonym spelled by its group's standard name (高企 → 高新技术企业). */
export function canonicalText(question: string): string {
  const words = questionWords(question);
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
  // Of several years, the last is the case asked (2025年买的免了，现在2026年再买…还是全免吗).
  const year = [...text.matchAll(new RegExp(YEAR.source, 'g'))].at(-1);
  if (year) out.push({ cls: 'year', surface: year[0], name: year[0] });
  return out;
}

/** The text with every spelling of a subject (by its standard name) taken out, synonyms too (高企 for 高新技术企业). */
export function withoutSubject(text: string, name: string): string {
  const synonymForms = synonyms()
    .groups.filter((g) => g.name === name)
    .flatMap((g) => g.forms.map((f) => f.join('')));
  const forms = Object.values(SUBJECT_CLASSES)
    .flatMap((groups) => groups.filter((g) => g[0] === name))
    .flat()
    .concat(synonymForms)
    .sort((a, b) => b.length - a.length);
  return forms.reduce((t, f) => t.split(f).join(''), text);
}

/** A clause saying what the user is not (不是重点软件企业, 也不属于小巨人). */
const DENIAL = /^(?:但|而|也|又|并)?(?:不是|并非|并不是|不属于|也不是)/;

/**
 * The question with a clause denying a subject left as its denial word, when another clause names one of the same class: 「我们是普通的
 * 软件企业，不是重点软件企业，…」 asks about 软件企业, and the 重点软件企业 it sets aside must not pick the special
 * rule. A denial alone (我们不是高企，能享受15%吗) is the user's case and stays.
 */
export function withoutDenied(question: string): string {
  const clauses = question.split(/(?<=[，,。；;！!])/);
  if (clauses.length < 2) return question;
  const denied = (c: string) => DENIAL.test(c.trim());
  const kept = clauses.filter((c) => !denied(c));
  const others = subjectsOf(kept.join('')).filter((s) => s.cls !== 'year');
  const contrast = (c: string) => {
    const own = subjectsOf(c).filter((s) => s.cls !== 'year');
    return own.length > 0 && own.every((s) => others.some((o) => o.cls === s.cls && o.name !== s.name));
  };
  // The denial stays as a word (不是，): the question keeps its length and is matched as it was put, less the subject.
  const out = clauses.map((c) =>
    denied(c) && contrast(c) ? `${DENIAL.exec(c.trim())?.[0] ?? ''}${/[，,。；;！!]$/.exec(c)?.[0] ?? ''}` : c,
  );
  return out.join('');
}
