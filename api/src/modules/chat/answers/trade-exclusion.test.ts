import { describe, expect, it } from 'vitest';
import type { FactItem, Knowledge } from './knowledge.ts';
import { normalizeText } from './normalize.ts';
import { tradeExclusion } from './trade-exclusion.ts';

const EXCLUDED: FactItem = {
  factId: 'rd-deduction-2015.excluded-industries',
  article: '第四条',
  topic: '对象',
  text: '烟草制造业、住宿和餐饮业、批发和零售业、房地产业、租赁和商务服务业、娱乐业以及财政部和国家税务总局规定的其他行业，不适用研发费用税前加计扣除政策。',
  policyId: 1,
  title: '',
  docNo: '财税〔2015〕119号',
  agency: '',
  date: '',
  status: '已修订',
  superseded: 1,
};
const k = { factById: new Map([[EXCLUDED.factId, EXCLUDED]]) } as unknown as Knowledge;

describe('加计 asked by a company of a trade the rule excludes', () => {
  it('is decided by the exclusion, whatever else the question tells', () => {
    for (const q of [
      '开剧本杀连锁店的公司，自己研发了一套线上剧本杀小程序，研发费能不能加计',
      '开网吧的公司自己开发了一套上网计费管理系统，研发投入能加计扣除吗',
      '我们是开连锁药房的，给门店开发了一套小程序，研发投入能加计扣除吗',
      // The trade told by what the firm does (做…批发), not by a name for it.
      '我们还有家子公司专门做磨床配件批发，它要是也搞点研发，能加计吗',
      // GB/T 4754 places 人力资源服务 in 租赁和商务服务业, 房地产中介 in 房地产业, 互联网零售 in 批发和零售业.
      '做人力资源外包的公司，自己开发了一套招聘管理系统，研发费用能加计扣除吗',
      '我们是做二手房中介的，给门店开发了一套VR看房系统，研发投入能加计扣除吗',
      '我们是做跨境电商的，网店自己搞了一套选品推荐算法，研发投入能加计扣除吗',
      '我们是做连锁奶茶的，自己研发新配方，研发费能加计扣除吗',
      '电玩城 自己研发体感游戏机 研发费 能加计扣除吗',
    ])
      expect(tradeExclusion(k, normalizeText(q))?.fact.factId).toBe(EXCLUDED.factId);
    expect(tradeExclusion(k, normalizeText('开网吧的公司自己开发了一套系统，研发投入能加计扣除吗'))?.trade).toBe(
      '娱乐业',
    );
  });

  it('leaves a question naming no excluded trade, or asking no 加计, to the other rules', () => {
    expect(tradeExclusion(k, normalizeText('做软件的公司研发投入能加计扣除吗'))).toBeUndefined();
    // 附近有什么好吃的火锅店 is about a meal: the trade is read only in a question on 研发.
    expect(tradeExclusion(k, normalizeText('附近有什么好吃的火锅店'))).toBeUndefined();
    expect(tradeExclusion(k, normalizeText('开火锅店的公司要交哪些税'))).toBeUndefined();
  });

  it("reads the trade from the turn's own words, not from an earlier turn the follow-up was completed with", () => {
    const earlier = '开剧本杀连锁店的公司，研发费能不能加计';
    expect(tradeExclusion(k, normalizeText(`${earlier}，这个算研发吗`), normalizeText('这个算研发吗'))).toBeUndefined();
    expect(
      tradeExclusion(
        k,
        normalizeText('做软件的公司研发投入能加计扣除吗，那我们开网吧的呢'),
        normalizeText('那我们开网吧的呢'),
      )?.trade,
    ).toBe('娱乐业');
  });

  it('knows only the six trades: a factory is no excluded trade', () => {
    expect(tradeExclusion(k, normalizeText('宠物粮工厂的研发费用能加计扣除吗'))).toBeUndefined();
    expect(tradeExclusion(k, normalizeText('工厂旁边开了家网吧，网吧的研发投入能加计扣除吗'))?.trade).toBe('娱乐业');
  });
});
