import { describe, expect, it } from 'vitest';
import { themesIn } from '../theme-words.ts';
import { CorpusFiguresBuilder, failures, type CheckPolicy } from './figures.ts';

const TODAY = '2026-11-26';
const REF = { title: '科技企业孵化器管理办法', docNo: '国科发区〔2018〕300号' };
const LONG = '为贯彻落实科技企业孵化器有关要求，现将有关事项通知如下。'.repeat(80);

function policy(over: Partial<CheckPolicy>): CheckPolicy {
  return {
    id: 1,
    title: '某市科技企业孵化器认定管理实施细则',
    doc_no: '某科发〔2026〕1号',
    region_code: '370100',
    publish_date: '2026-11-20',
    summary: '明确科技企业孵化器的认定条件和程序。',
    body_text: `根据《科技企业孵化器管理办法》（国科发区〔2018〕300号）精神，${LONG}最高支持100万元。申报时间为2026年11月23日至2026年12月20日。`,
    demo: true,
    ...over,
  };
}

describe('corpus check figures', () => {
  it('passes a coherent corpus', () => {
    const b = new CorpusFiguresBuilder(TODAY, [REF]);
    b.addPolicy(policy({}));
    b.addProject({ id: 1, policy_id: 1, support_max: 100, apply_start: '2026-11-23', apply_end: '2026-12-20' });
    b.addInterpretation({ id: 1, policy_id: 1, body_text: '单个项目最高支持100万元。' });
    expect(failures(b.figures())).toEqual([]);
  });

  it('fails a tiny bad corpus on every rule it breaks', () => {
    const b = new CorpusFiguresBuilder(TODAY, [REF]);
    b.addPolicy(policy({}));
    // Same title, region and year; same 文号; a Saturday; a short body; an off-theme summary.
    b.addPolicy(
      policy({ id: 2, publish_date: '2026-11-21', summary: '支持新能源汽车充换电设施建设。', body_text: '短。' }),
    );
    // A 名单 offering money, dated in the future, citing a reference document with the wrong 文号.
    b.addPolicy(
      policy({
        id: 3,
        title: '关于公布2026年度某市科技企业孵化器名单的通知',
        doc_no: '国科发区〔2018〕300号',
        publish_date: '2026-12-01',
        body_text: `根据《科技企业孵化器管理办法》（国科发区〔2018〕99号）精神，${LONG}单个项目最高支持300万元。`,
      }),
    );
    // A citation of a document that is no reference document.
    b.addPolicy(
      policy({
        id: 4,
        doc_no: '某科发〔2026〕4号',
        title: '某市孵化器办法',
        body_text: `根据《虚构办法》（某〔2026〕1号）${LONG}`,
      }),
    );
    b.addProject({ id: 1, policy_id: 1, support_max: 500, apply_start: '2026-11-23', apply_end: '2026-12-20' });
    b.addInterpretation({ id: 1, policy_id: 1, body_text: '单个项目最高支持200万元。' });
    const f = b.figures();
    expect(f).toMatchObject({
      duplicateTitlesPerRegionYear: 1,
      sharedDocNos: 1,
      demoWithReferenceDocNo: 1,
      summaryOffTheme: 1,
      bodyOffTheme: 1,
      listsOfferingMoney: 1,
      bodiesOutside2000to8000: 1,
      future: 1,
      onWeekendOrHoliday: 1,
      citationsUnresolved: 1,
      citationsWrongDocNo: 1,
      projectsDisagreeing: 1,
      interpretationsDisagreeing: 1,
    });
    expect(failures(f)).toHaveLength(13);
  });

  it('does not hold real rows to the demo rules, but counts their 文号', () => {
    const b = new CorpusFiguresBuilder(TODAY, [REF]);
    b.addPolicy(policy({ demo: false, body_text: '短。', publish_date: '2026-11-22' }));
    b.addPolicy(policy({ id: 2, demo: false, body_text: '短。' }));
    expect(failures(b.figures())).toEqual(['sharedDocNos = 1 (must be 0)']);
  });

  it('fails dozens of documents on one day', () => {
    const b = new CorpusFiguresBuilder(TODAY, []);
    for (let i = 1; i <= 30; i++)
      b.addPolicy(policy({ id: i, title: `标题${i}`, doc_no: `某〔2026〕${i}号`, body_text: LONG }));
    expect(failures(b.figures())).toEqual(['maxPerDay = 30 on 2026-11-20 (at most 8)']);
  });

  it('reads themes through quotes and short forms', () => {
    expect([...themesIn('关于组织推荐专精特新小巨人企业的通知')]).toContain('专精特新“小巨人”');
    expect([...themesIn('首台套重大技术装备')]).toContain('首台（套）重大技术装备');
  });
});
