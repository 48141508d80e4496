import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPolicies } from '../../../test-kit/content-builders.ts';

type PolicyList = ListResult<PolicyListItem>;

describeEachDb('search ranks what the user means', (dialect) => {
  let api: TestApi;
  let ids: Record<'talent' | 'phrase' | 'scattered' | 'carrier' | 'citing' | 'digits', number>;
  let insurance: number[];
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const insuranceDocs = ['甲市', '乙市', '丙市'].map((city) => ({
      title: `${city}科技保险保费补贴管理办法`,
      summary: '保费补贴对象包括高新技术企业和人才引进企业。',
    }));
    // Both words of the query in as many bodies, so frequency alone does not tell them apart; the
    // short 补贴 titles then outscored the long 人才引进 one by term statistics.
    const filler = ['数字经济', '智能制造', '绿色低碳', '生物医药'].map((topic) => ({
      title: `关于推动${topic}发展的意见`,
      summary: `对人才引进项目给予资金补贴。`,
    }));
    const got = await buildPolicies(api.deps, [
      { title: '丁区关于加快集聚高层次创新创业人才引进培育工作的实施办法', summary: '对新引进人才给予安家补贴。' },
      { title: '关于印发新型研发机构建设与运行绩效评价管理办法的通知', summary: '规范建设。' },
      { title: '新型储能研发机构', summary: '支持检测。' },
      {
        title: '关于将技术先进型服务企业所得税政策推广至全国实施的通知',
        doc_no: '财税〔2017〕79号',
        summary: '技术先进型服务企业减按15%的税率征收企业所得税。',
      },
      {
        title: '关于做好技术先进型服务企业认定工作的通知',
        summary: '根据财税〔2017〕79号规定，做好认定。财税〔2017〕79号所称技术先进型服务企业须满足下列条件。',
      },
      { title: '关于2017年度财税工作的报告', summary: '全市79个项目通过验收，编号为3号。' },
      ...insuranceDocs,
      ...filler,
    ]);
    const [talent, phrase, scattered, carrier, citing, digits] = got as number[];
    ids = {
      talent: talent as number,
      phrase: phrase as number,
      scattered: scattered as number,
      carrier: carrier as number,
      citing: citing as number,
      digits: digits as number,
    };
    insurance = got.slice(6, 9);
  }, 60_000);
  afterAll(() => api.close());

  const search = async (keyword: string) =>
    (await api.call<PolicyList>(PolicyApi.list, { keyword })).body.data.list.map((p) => p.id);

  it('weighs the specific word above the generic one: 人才引进补贴 brings the 人才引进 document first', async () => {
    const found = await search('人才引进补贴');
    expect(found[0]).toBe(ids.talent);
    // The other 补贴 documents that name 人才引进 in passing still match, below it, and above documents
    // whose titles hold neither word.
    expect(found.slice(1, 4).sort()).toEqual([...insurance].sort());
    expect(found).toHaveLength(8);
  });

  it('ranks a title holding the query as one phrase above one with the same words scattered', async () => {
    const found = await search('新型研发机构');
    expect(found.slice(0, 2)).toEqual([ids.phrase, ids.scattered]);
  });

  it('finds the document carrying a 文号 first, whatever brackets, widths and spaces it is typed with', async () => {
    for (const typed of [
      '财税〔2017〕79号',
      '财税[2017]79号',
      '财税【2017】79号',
      '财税（2017）79号',
      '财税(2017)79号',
      '财税［２０１７］７９号',
      '财税 2017 79号',
      '财税〔2017〕79 号',
    ]) {
      const found = await search(typed);
      expect(found, typed).toEqual([ids.carrier, ids.citing]);
    }
    // The year and serial number apart are no 文号.
    expect(await search('财税〔2017〕79号')).not.toContain(ids.digits);
  });
});
