/**
 * The judged answer suite's shape. A case is one question as a user types it, the fact its answer must state in
 * its first 200 characters (any of the spellings given) and the document it must cite (a 文号 or a reference
 * document's title, matched against the answer's cited sources). A session is questions asked one after another
 * in one conversation: a follow-up is judged against its own expectation. Out-of-scope questions must get the
 * not-found answer.
 *
 * Every fact is a figure or condition stated in the reference facts (seed/reference) or the 问答库 (seed/qa);
 * nothing here is a fact of its own.
 */
export interface SuiteCase {
  q: string;
  fact: string[];
  cite: string;
}

export type SuiteSession = SuiteCase[];

/** A one-question session. */
export function ask(q: string, fact: string | string[], cite: string): SuiteSession {
  return [{ q, fact: typeof fact === 'string' ? [fact] : fact, cite }];
}

/** A conversation: [question, fact, cite] per turn. */
export function talk(...turns: [string, string | string[], string][]): SuiteSession {
  return turns.map(([q, fact, cite]) => ({ q, fact: typeof fact === 'string' ? [fact] : fact, cite }));
}

// The documents cited, by the 文号 (or title for a law without one) the sources list shows.
export const RD2023 = '公告2023年第7号';
export const RD2015 = '财税〔2015〕119号';
export const RD2021 = '公告2021年第13号';
export const RD_ABROAD = '财税〔2018〕64号';
export const RD_PREPAY = '公告2023年第11号';
export const RD_IC = '公告2023年第44号';
export const RD_STAFF = '国家税务总局公告2017年第40号';
export const CIT_LAW = '中华人民共和国企业所得税法';
export const CIT_REG = '国务院令第512号';
export const CIT_PROC = '国家税务总局公告2018年第23号';
export const HNTE = '国科发火〔2016〕32号';
export const HNTE_LOSS = '财税〔2018〕76号';
export const HNTE_START = '国家税务总局公告2017年第24号';
export const TASS = '财税〔2017〕79号';
export const ICSW = '公告2020年第45号';
export const SW_VAT = '财税〔2011〕100号';
export const TT2010 = '财税〔2010〕111号';
export const ZGC = '财税〔2015〕116号';
export const VAT36 = '财税〔2016〕36号';
export const SP6 = '公告2023年第6号';
export const SP12 = '公告2023年第12号';
export const SVAT = '公告2023年第19号';
export const VC2018 = '财税〔2018〕55号';
export const EQUITY = '财税〔2016〕101号';
export const CASH = '财税〔2018〕58号';
export const NEV = '公告2023年第10号';
export const TSME = '国科发政〔2017〕115号';
export const TIERS22 = '工信部企业〔2022〕63号';
export const TIERS26 = '工信部企业〔2026〕2号';
export const SIZE = '工信部联企业〔2011〕300号';
export const TRANSFER_LAW = '中华人民共和国促进科技成果转化法';
export const CIVIL = '中华人民共和国民法典';
export const PATENT = '中华人民共和国专利法';
export const DATA_LAW = '中华人民共和国数据安全法';
export const PI_LAW = '中华人民共和国个人信息保护法';
export const SME_LAW = '中华人民共和国中小企业促进法';
export const IIT_LAW = '中华人民共和国个人所得税法';
export const EXPAT = '公告2023年第29号';
export const MAKER = '国办发〔2015〕9号';
export const NEW_RD = '国科发政〔2019〕313号';
export const FIRST_SET = '财建〔2015〕19号';
