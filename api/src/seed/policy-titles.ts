import type { PolicyType } from './policy-vocabulary.ts';
import type { Rng } from './rng.ts';

/**
 * Policy title patterns, per policy type, as real issuing bodies word them. 'measure' titles carry a
 * document of rules (chapters and articles); 'notice' titles announce a call or a list (一、二、三 sections).
 */
export interface TitleArgs {
  /** 广东省 / 深圳市 / 南山区, or '' for national documents. */
  region: string;
  /** An industry label: 人工智能, 集成电路 ... */
  topic: string;
  year: number;
  n: number;
  rng: Rng;
}

export interface TitleTemplate {
  kind: 'measure' | 'notice';
  nationalOnly?: boolean;
  make(a: TitleArgs): { title: string; docName: string };
}

/** 关于印发《X》的通知 wraps a document; the inner name is what the body and interpretations talk about. */
const issue = (make: (a: TitleArgs) => string): TitleTemplate => ({
  kind: 'measure',
  make: (a) => {
    const docName = make(a);
    return { title: `关于印发《${docName}》的通知`, docName };
  },
});
const measure = (make: (a: TitleArgs) => string, nationalOnly = false): TitleTemplate => ({
  kind: 'measure',
  nationalOnly,
  make: (a) => {
    const t = make(a);
    return { title: t, docName: t };
  },
});
const notice = (make: (a: TitleArgs) => string): TitleTemplate => ({
  kind: 'notice',
  make: (a) => {
    const t = make(a);
    return { title: t, docName: t };
  },
});

const verb = (a: TitleArgs) => a.rng.pick(['促进', '支持', '加快', '推动']);

export const TITLE_TEMPLATES: Record<PolicyType, TitleTemplate[]> = {
  资金扶持: [
    issue((a) => `${a.region}${verb(a)}${a.topic}产业高质量发展若干措施`),
    issue((a) => `${a.region}${a.topic}产业发展专项资金管理办法`),
    notice((a) => `关于组织申报${a.year}年度${a.region}${a.topic}产业发展专项资金项目的通知`),
    measure((a) => `${a.region}关于支持${a.topic}产业加快发展的若干措施`),
    notice((a) => `关于开展${a.year}年度${a.region}企业研究开发投入后补助工作的通知`),
    issue((a) => `${a.region}${a.topic}产业集群培育三年行动方案（${a.year}—${a.year + 2}年）`),
  ],
  税收优惠: [
    measure(() => '关于提高集成电路和工业母机企业研发费用加计扣除比例的公告', true),
    measure(() => '关于先进制造业企业增值税加计抵减政策的公告', true),
    notice((a) => `关于做好${a.year}年度${a.region}高新技术企业所得税优惠政策落实工作的通知`),
    notice((a) => `关于落实${a.year}年度${a.region}研发费用加计扣除政策有关事项的通知`),
    measure((a) => `${a.region}关于贯彻落实企业研发费用税前加计扣除政策的实施意见`),
  ],
  资质认定: [
    notice((a) => `关于组织开展${a.year}年度${a.region}高新技术企业认定管理工作的通知`),
    notice((a) => `关于开展${a.year}年度${a.region}专精特新中小企业认定工作的通知`),
    notice((a) => `关于公布${a.year}年度${a.region}创新型中小企业名单的通知`),
    issue((a) => `${a.region}专精特新中小企业认定管理办法`),
    notice((a) => `关于开展${a.year}年${a.region}科技型中小企业评价工作的通知`),
    notice((a) => `关于公示${a.region}${a.year}年第${['一', '二', '三'][a.n - 1]}批拟认定高新技术企业名单的通知`),
  ],
  人才政策: [
    issue((a) => `${a.region}${a.topic}领域高层次人才引进培育实施办法`),
    notice((a) => `关于组织申报${a.year}年度${a.region}科技领军人才项目的通知`),
    measure((a) => `${a.region}关于进一步加强科技人才队伍建设的若干措施`),
    notice((a) => `关于开展${a.year}年度${a.region}博士后科研工作站设站工作的通知`),
  ],
  金融支持: [
    issue((a) => `${a.region}科技型企业贷款风险补偿资金管理办法`),
    measure((a) => `${a.region}关于强化金融支持科技创新的若干措施`),
    notice((a) => `关于开展${a.year}年度${a.region}科技保险保费补贴工作的通知`),
    issue((a) => `${a.region}${a.topic}产业投资基金管理办法`),
  ],
  平台建设: [
    notice((a) => `关于组织申报${a.year}年度${a.region}工程技术研究中心的通知`),
    issue((a) => `${a.region}新型研发机构认定管理办法`),
    notice((a) => `关于开展${a.year}年度${a.region}企业技术中心认定工作的通知`),
    issue((a) => `${a.region}科技企业孵化器和众创空间管理办法`),
  ],
  知识产权: [
    issue((a) => `${a.region}知识产权资助办法`),
    notice((a) => `关于组织开展${a.year}年度${a.region}专利转化专项资金申报工作的通知`),
    measure((a) => `${a.region}关于加强${a.topic}领域高价值专利培育的实施意见`),
  ],
  成果转化: [
    issue((a) => `${a.region}促进科技成果转化实施细则`),
    notice((a) => `关于组织开展${a.year}年度${a.region}技术合同登记奖补工作的通知`),
    issue((a) => `${a.region}技术转移体系建设实施方案`),
  ],
  创新创业: [
    notice((a) => `关于举办第${a.year - 2012}届中国创新创业大赛${a.region ? `（${a.region}赛区）` : ''}的通知`),
    issue((a) => `${a.region}支持科技型中小企业创新发展若干措施`),
    notice((a) => `关于组织申报${a.year}年度${a.region}科技创新券的通知`),
  ],
  数字化转型: [
    issue((a) => `${a.region}制造业数字化转型实施方案`),
    notice((a) => `关于组织申报${a.year}年度${a.region}中小企业数字化转型试点项目的通知`),
    notice((a) => `关于开展${a.year}年度${a.region}工业互联网标杆工厂遴选工作的通知`),
    measure((a) => `${a.region}推动${a.topic}与实体经济深度融合的若干措施`),
  ],
};
