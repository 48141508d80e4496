/**
 * Judged queries: what users of a sci-tech policy portal type, and which documents answer them. A document
 * is highly relevant (grade 2) when its title is about the topic (`title`), relevant (grade 1) when its title
 * or body treats it (`body`, by default the same pattern); `province` narrows grade 2 to documents of that
 * place; `docNo` makes the document carrying that 文号 the only grade 2. The patterns are written from the
 * topic's real vocabulary, independently of how search parses a query (an abbreviation is judged by its
 * spelled-out forms).
 */
export interface Judgment {
  query: string;
  title: RegExp;
  body?: RegExp;
  /** GB/T 2260 code of the province grade 2 requires. */
  province?: string;
  /** The 文号 grade 2 requires (any spelling: shared/doc-number.ts): the one document that carries it. */
  docNo?: string;
}

export const JUDGMENTS: Judgment[] = [
  { query: '首台套', title: /首台（套）|首台套/ },
  { query: '首台（套）重大技术装备', title: /首台（套）|首台套/ },
  { query: '瞪羚企业', title: /瞪羚/ },
  { query: '瞪羚', title: /瞪羚/ },
  { query: '广东省瞪羚企业', title: /瞪羚/, province: '440000' },
  { query: '独角兽', title: /独角兽/ },
  { query: '专精特新小巨人', title: /小巨人/ },
  { query: '小巨人', title: /小巨人/ },
  { query: '高企', title: /高新技术企业/ },
  { query: '高新技术企业认定', title: /高新技术企业.*(认定|培育)|认定.*高新技术企业/, body: /高新技术企业/ },
  { query: '科小', title: /科技型中小企业/ },
  { query: '科技型中小企业评价', title: /科技型中小企业/ },
  { query: '加计扣除', title: /加计扣除/ },
  { query: '研发费用加计扣除', title: /加计扣除/ },
  { query: '知识产权质押融资', title: /质押/ },
  { query: '揭榜挂帅', title: /揭榜挂帅/ },
  { query: '科技成果转化', title: /成果转化|成果转移转化/ },
  { query: '技术经纪人', title: /技术经纪人/ },
  { query: '新型研发机构', title: /新型研发机构/ },
  { query: '概念验证中心', title: /概念验证/ },
  { query: '中试基地', title: /中试/ },
  { query: '科技特派员', title: /科技特派员/ },
  { query: '外国高端人才', title: /外国高端人才/ },
  { query: '博士后工作站', title: /博士后/ },
  { query: '孵化器', title: /孵化器/ },
  { query: '众创空间', title: /众创空间/ },
  { query: '科技保险', title: /科技保险/ },
  { query: '数字化转型', title: /数字化转型/ },
  { query: '绿色低碳', title: /绿色/ },
  { query: '人工智能', title: /人工智能/ },
  { query: '生物医药', title: /生物医药|创新药/ },
  { query: '集成电路', title: /集成电路/ },
  { query: '算力券', title: /算力/ },
  { query: '创新券', title: /创新券/ },
  { query: '首批次新材料', title: /首批次/ },
  { query: '首版次软件', title: /首版次/ },
  { query: '单项冠军', title: /单项冠军/ },
  { query: '低空经济', title: /低空经济/ },
  { query: '氢能', title: /氢能|燃料电池/ },
  { query: '新型储能', title: /储能/ },
  { query: '机器人', title: /机器人/ },
  { query: '数据要素', title: /数据要素|数据资产/ },
  { query: '工业互联网', title: /工业互联网/ },
  { query: '智能工厂', title: /智能工厂/ },
  { query: '技术合同登记', title: /技术合同/ },
  { query: '大学科技园', title: /大学科技园/ },
  { query: '青年科技人才', title: /青年科技人才/ },
  { query: '留学人员创业', title: /留学人员/ },
  { query: '创新联合体', title: /创新联合体/ },
  { query: '职务科技成果赋权', title: /职务科技成果/ },
  { query: '科研经费包干制', title: /包干制|科研经费/ },
  { query: '企业上市', title: /上市/ },
  { query: '知识产权保护', title: /知识产权保护/ },
  { query: '高价值专利', title: /高价值专利/ },
  // Several words, as users type them when they know what they want.
  { query: '首台套 保险补偿', title: /首台（套）.*保险补偿|首台套.*保险/, body: /首台（套）|首台套/ },
  { query: '高企 所得税优惠', title: /高新技术企业所得税/, body: /高新技术企业/ },
  { query: '小巨人 奖励', title: /小巨人/ },
  { query: '科技型中小企业 加计扣除', title: /科技型中小企业|加计扣除/ },
  { query: '知识产权 质押 贴息', title: /质押/ },
  { query: '人工智能 算力', title: /算力|人工智能/ },
  { query: '深圳市 新型研发机构', title: /新型研发机构/, province: '440000' },
  { query: '江苏 数字化转型', title: /数字化转型/, province: '320000' },
  { query: '浙江省科技特派员', title: /科技特派员/, province: '330000' },
  // A specific topic with a generic word (补贴, 奖励, 资助, 认定, 办法): the topic's documents first, not
  // documents about some other 补贴 that name the topic in passing.
  { query: '人才引进补贴', title: /人才引进/ },
  { query: '人才引进认定', title: /人才引进/ },
  { query: '企业技术中心奖励', title: /企业技术中心/ },
  { query: '企业技术中心资助', title: /企业技术中心/ },
  { query: '中试资助', title: /中试/ },
  { query: '中试认定', title: /中试/ },
  { query: '新型研发机构资助', title: /新型研发机构/ },
  { query: '知识产权奖励', title: /知识产权/ },
  { query: '专精特新奖励', title: /专精特新/ },
  { query: '科技型中小企业办法', title: /科技型中小企业/ },
  { query: '小巨人办法', title: /小巨人/ },
  { query: '孵化器补贴', title: /孵化器/ },
  { query: '众创空间奖励', title: /众创空间/ },
  { query: '技术经纪人补贴', title: /技术经纪人/ },
  { query: '科技特派员补助', title: /科技特派员/ },
  { query: '首台套补贴', title: /首台（套）|首台套/ },
  // A 文号 in any spelling: the document that carries it first, then the documents that cite it.
  { query: '财税〔2017〕79号', title: /^$/, docNo: '财税〔2017〕79号', body: /财税〔2017〕79号/ },
  { query: '财税[2017]79号', title: /^$/, docNo: '财税〔2017〕79号', body: /财税〔2017〕79号/ },
  { query: '财税【2017】79号', title: /^$/, docNo: '财税〔2017〕79号', body: /财税〔2017〕79号/ },
  { query: '财税 2017 79号', title: /^$/, docNo: '财税〔2017〕79号', body: /财税〔2017〕79号/ },
  { query: '财税（2017）79号', title: /^$/, docNo: '财税〔2017〕79号', body: /财税〔2017〕79号/ },
  { query: '国科发火〔2016〕32号', title: /^$/, docNo: '国科发火〔2016〕32号', body: /国科发火〔2016〕32号/ },
  { query: '国科发火[2016]32号', title: /^$/, docNo: '国科发火〔2016〕32号', body: /国科发火〔2016〕32号/ },
  {
    query: '财政部 税务总局公告2023年第7号',
    title: /^$/,
    docNo: '财政部 税务总局公告2023年第7号',
    body: /公告2023年第7号/,
  },
  { query: '工信部企业〔2022〕63号', title: /^$/, docNo: '工信部企业〔2022〕63号', body: /工信部企业〔2022〕63号/ },
  { query: '国务院令第512号', title: /^$/, docNo: '国务院令第512号', body: /国务院令第512号/ },
];
