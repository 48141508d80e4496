import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserApi } from '@aikc/shared/api-paths';
import { buildCreditCode } from '@aikc/shared/credit-code';
import type { UserCompanyItem } from '@aikc/shared/schemas/user-company';
import { buildCompany } from '../../../test-kit/content-builders.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { defaultCompanyOf } from './service.ts';

describeEachDb('my companies', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());
  let seq = 0;
  const code = () => buildCreditCode('91', '310115', `MA1K${String(1000 + (seq += 1)).padStart(4, '0')}`);

  it('links by credit code (check digit verified) and by picking from the database; the first is the default', async () => {
    const a = await buildUser(api.deps.db.db);
    const good = code();
    const bad = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    const wrong = await api.call(
      UserApi.addCompany,
      { credit_code: bad, name: '上海示例科技有限公司' },
      { token: a.token },
    );
    expect(wrong.body).toMatchObject({ code: 400 });
    expect(wrong.body.msg).toContain('校验位不正确');
    const first = await api.call<UserCompanyItem>(
      UserApi.addCompany,
      { credit_code: good.toLowerCase(), name: '上海示例科技有限公司' },
      { token: a.token },
    );
    expect(first.body.data).toMatchObject({ credit_code: good, is_default: true, company_id: null });
    expect(
      (await api.call(UserApi.addCompany, { credit_code: good, name: '重复' }, { token: a.token })).body,
    ).toMatchObject({ code: 409, msg: '该企业已在您的企业列表中' });

    const companyId = await buildCompany(api.deps, { name: '深圳测试智能科技有限公司' });
    const picked = await api.call<UserCompanyItem>(UserApi.addCompany, { company_id: companyId }, { token: a.token });
    expect(picked.body.data).toMatchObject({
      name: '深圳测试智能科技有限公司',
      is_default: false,
      company_id: companyId,
      legal_person: '张三',
    });
    expect((await defaultCompanyOf(api.deps.db.db, a.id))?.credit_code).toBe(good);

    const made = await api.call<UserCompanyItem>(
      UserApi.editCompany,
      { id: picked.body.data.id, is_default: true },
      { token: a.token },
    );
    expect(made.body.data.is_default).toBe(true);
    expect((await defaultCompanyOf(api.deps.db.db, a.id))?.company_id).toBe(companyId);
    const list = await api.call<{ list: UserCompanyItem[]; total: number }>(
      UserApi.companyLists,
      { page: 1, page_size: 15 },
      { token: a.token },
    );
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.filter((c) => c.is_default).map((c) => c.id)).toEqual([picked.body.data.id]);
    expect(
      (await api.call(UserApi.editCompany, { id: picked.body.data.id, name: '改名' }, { token: a.token })).body.msg,
    ).toContain('不能修改');
    expect(
      (
        await api.call<UserCompanyItem>(
          UserApi.editCompany,
          { id: first.body.data.id, name: '上海示例信息科技有限公司' },
          { token: a.token },
        )
      ).body.data.name,
    ).toBe('上海示例信息科技有限公司');
  });

  it("refuses another user's company ids and unknown database ids", async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    const mine = await api.call<UserCompanyItem>(
      UserApi.addCompany,
      { credit_code: code(), name: '北京示例科技有限公司' },
      { token: a.token },
    );
    const id = mine.body.data.id;
    expect((await api.call(UserApi.viewCompany, { id }, { token: b.token })).body).toMatchObject({
      code: 404,
      msg: '企业不存在',
    });
    expect((await api.call(UserApi.editCompany, { id, is_default: true }, { token: b.token })).body.code).toBe(404);
    expect((await api.call<{ total: number }>(UserApi.companyLists, {}, { token: b.token })).body.data.total).toBe(0);
    expect(await defaultCompanyOf(api.deps.db.db, b.id)).toBeNull();
    expect((await api.call(UserApi.addCompany, { company_id: 99_999_999 }, { token: a.token })).body).toMatchObject({
      code: 400,
      msg: '企业库中没有该企业',
    });
    expect((await api.call(UserApi.addCompany, {}, { token: a.token })).body.code).toBe(400);
    expect((await api.call<UserCompanyItem>(UserApi.viewCompany, { id }, { token: a.token })).body.data.name).toBe(
      '北京示例科技有限公司',
    );
    expect((await api.call(UserApi.companyLists, {})).body.code).toBe(401);
  });
});
