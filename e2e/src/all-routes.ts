import type { RoutePath } from '@aikc/shared/routes';
import {
  BIG_SCREENS,
  CHAT_MODES,
  EVALUATE_PDF_PAGE,
  PDF_PAGES,
  USER_CENTRE_PAGES,
  ZHUANJING_KINDS,
} from '@aikc/shared/routes';
import { EvaluateApi } from '@aikc/shared/api-paths';
import { AUTH_HEADER } from '@aikc/shared/constants';
import { CXXZX_DIRECT, GAOXIN_PASS_71 } from '@aikc/shared/rules/testing/cases';
import { firstId } from './public-pages.ts';
import type { Stack } from './stack.ts';

/** One concrete URL of a route of shared/src/routes.ts, named for its screenshot. */
export interface RouteVisit {
  name: string;
  path: string;
}

/** Submits an assessment through the API as `token`'s user; answers the result id its result page opens. */
async function submitAssessment(stack: Stack, token: string, kind: string, input: object): Promise<number> {
  const res = await fetch(`${stack.baseUrl}${EvaluateApi.submit}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify({ kind, input, company_name: '演示科技有限公司' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: number } | null };
  if (!body.data) throw new Error(`${EvaluateApi.submit}: ${body.code} ${body.msg}`);
  return body.data.id;
}

/**
 * Every route of shared/src/routes.ts as a visitor can open it: seeded items for the details, the token's own
 * assessment results for the result pages, each chat mode, 专精特新 kind, personal-centre page, hidden PDF page
 * and big screen. `satisfies Record<keyof typeof RoutePath, ...>` makes a route added there fail to compile here
 * until it is visited.
 */
export async function allRoutes(stack: Stack, token: string): Promise<RouteVisit[]> {
  const [policy, project, company, news, info] = await Promise.all([
    firstId(stack, 'policies'),
    firstId(stack, 'projects'),
    firstId(stack, 'companies'),
    firstId(stack, 'news'),
    firstId(stack, 'interpretations'),
  ]);
  const gaoxin = await submitAssessment(stack, token, 'gaoxin', GAOXIN_PASS_71);
  const zhuanjing = await submitAssessment(stack, token, 'cxxzx', CXXZX_DIRECT);
  const byRoute = {
    home: ['/'],
    gsdt: ['/gsdt'],
    sitemap: ['/sitemap.html'],
    agreement: ['/agreement.html'],
    vipXieyi: ['/vip/xieyi'],
    vipShuoming: ['/vip/shuoming'],
    vipPayPage: ['/vip/pay_page', '/vip/pay_page?to=svip'],
    vipPayOrder: ['/vip/payOrder'],
    szhfaCyy: ['/szhfa/cyy'],
    szhfaJrjg: ['/szhfa/jrjg'],
    szhfaQyfw: ['/szhfa/qyfw'],
    szhfaZfjg: ['/szhfa/zfjg'],
    szhfaOpenapi: ['/szhfa/openapi'],
    policyList: ['/policy/list'],
    policySbyl: ['/policy/sbyl'],
    policyDetail: [`/policy/detail/${policy}`],
    policyNewsDetail: [`/policy/newsdetail/${news}.html`],
    infoDetail: [`/info/detail/${info}`],
    companyList: ['/company/list'],
    companyDetail: [`/company/detail/${company}`, `/company/detail/${company}/ip`],
    projectList: ['/project/list'],
    projectDetail: [`/project/detail/${project}`],
    bigScreen: BIG_SCREENS.map((s) => `/big_screen/${s.id}`),
    bigScreenSwitch: ['/big_screen/switch'],
    evaluateResult: [`/evaluate/gaoxin_result/${gaoxin}.html`],
    hideHtPdf: PDF_PAGES.map((k) => `/hideHt/pdf/${k}`),
    userLogin: ['/user/login'],
    userRegister: ['/user/register'],
    userForget: ['/user/forget'],
    userLogout: [] as string[], // signs the visitor out: added last below
    wechatAuth: ['/wechat/auth'],
    wechatCallback: ['/wechat/callback'],
    matchZsk: ['/match/zsk'],
    matchPolicy: ['/match/policy'],
    matchChat: CHAT_MODES.map((m) => `/match/chat/${m}`),
    evaluateGaoxin: ['/evaluate/gaoxin'],
    evaluateZhuanjing: ['/evaluate/zhuanjing', ...ZHUANJING_KINDS.map((k) => `/evaluate/zhuanjing/${k}`)],
    invalidLink: ['/error/invalid-link'],
    evaluateZhuanjingResult: [`/evaluate/zhuanjing_result/${zhuanjing}.html`],
  } satisfies Record<keyof typeof RoutePath, string[]>;
  const paths = [
    ...Object.values(byRoute).flat(),
    ...USER_CENTRE_PAGES.map((p) => `/user/${p}`),
    EVALUATE_PDF_PAGE.replace(':id', String(gaoxin)),
    '/no-such-page',
    '/user/logout',
  ];
  return paths.map((path) => ({ path, name: path.replace(/^\//, '').replace(/\W+/g, '_') || 'home' }));
}
