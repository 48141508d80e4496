import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  CHAT_MODES,
  EVALUATE_PDF_PAGE,
  PDF_PAGES,
  RoutePath,
  USER_CENTRE_PAGES,
  ZHUANJING_KINDS,
  type UserCentrePage,
} from '@aikc/shared/routes';
import { RouteErrorPage } from '../pages/errors/route-error-page.tsx';
import { AppShell } from './app-shell.tsx';
import { MobileRedirect } from './guards/mobile-redirect.tsx';
import { RequireLogin } from './guards/require-login.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { withAntdLazy } from '../lib/antd/load-antd-scope.ts';

/**
 * A route `lazy` loader: the page module is fetched on first visit, with antd's context around it (the shell
 * has none, see antd-scope.tsx). react-router calls it once per route, so each page is wrapped once.
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: (await withAntdLazy(async () => pick(await load()))).default });
}

/**
 * A page drawn without antd before any interaction (home, the content lists and details, the declaration calendar,
 * the sitemap): neither antd's core nor its context is fetched for it; what such a page loads later that uses antd
 * (the suggesting search box, a company's other tabs, a failure view, toasts) brings antd's context with it
 * (`withAntdLazy`, lib/antd/feedback.ts).
 */
function plainPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const notFound = () => import('../pages/errors/not-found-page.tsx');
const home = () => import('../pages/home/home-page.tsx');
const about = () => import('../pages/about/about-pages.tsx');
const vip = () => import('../pages/vip/vip-pages.tsx');
const solutions = () => import('../pages/solutions/solution-pages.tsx');
const policyList = () => import('../pages/policy/policy-list-page.tsx');
const policyDetail = () => import('../pages/policy/policy-detail-page.tsx');
const articles = () => import('../pages/policy/article-pages.tsx');
const calendar = () => import('../pages/policy/calendar-page.tsx');
const projectList = () => import('../pages/project/project-list-page.tsx');
const projectDetail = () => import('../pages/project/project-detail-page.tsx');
const companyList = () => import('../pages/company/company-list-page.tsx');
const companyDetail = () => import('../pages/company/company-detail-page.tsx');
const sitemap = () => import('../pages/sitemap/sitemap-page.tsx');
const collectRecords = () => import('../pages/user/collect-record-page.tsx');
const historyRecords = () => import('../pages/user/history-record-page.tsx');
const downloadRecords = () => import('../pages/user/download-record-page.tsx');
const evaluate = () => import('../pages/evaluate/evaluate-pages.tsx');
const chat = () => import('../pages/match/chat-page.tsx');
const auth = () => import('../pages/auth/auth-pages.tsx');
const centre = () => import('../pages/user-centre/centre-pages.tsx');
const centreLayout = () => import('../pages/user-centre/user-centre-layout.tsx');
const userIndex = () => import('../pages/user-centre/user-index-page.tsx');
const messages = () => import('../pages/user-centre/message-page.tsx');
const account = () => import('../pages/user/account-page.tsx');
const security = () => import('../pages/user/security-page.tsx');
const pdf = () => import('../pages/pdf/pdf-page.tsx');
const invalidLink = () => import('../pages/errors/invalid-link-page.tsx');
const bigScreen = () => import('../pages/errors/big-screen-handoff.tsx');
const evaluateRecords = () => import('../pages/user/evaluate-record-page.tsx');
const evaluatePdf = () => import('../pages/pdf/evaluate-pdf-page.tsx');

/** The personal centre's record pages: collections, viewing history, downloads. */
const RECORD_PAGES: Partial<Record<UserCentrePage, RouteObject['lazy']>> = {
  collect_record: page(collectRecords, (m) => m.CollectRecordPage),
  history_record: page(historyRecords, (m) => m.HistoryRecordPage),
  download_record: page(downloadRecords, (m) => m.DownloadRecordPage),
  evaluate_record: page(evaluateRecords, (m) => m.EvaluateRecordPage),
};

/** Pages in the portal chrome that anyone may open (spec section 2, public and login-related routes). */
const publicRoutes: RouteObject[] = [
  {
    element: <MobileRedirect />,
    children: [
      { path: RoutePath.home, lazy: plainPage(home, (m) => m.HomePage) },
      { path: RoutePath.policySbyl, lazy: plainPage(calendar, (m) => m.DeclarationCalendarPage) },
      { path: RoutePath.policyDetail, lazy: plainPage(policyDetail, (m) => m.PolicyDetailPage) },
    ],
  },
  { path: RoutePath.gsdt, lazy: page(about, (m) => m.GsdtPage) },
  { path: RoutePath.sitemap, lazy: plainPage(sitemap, (m) => m.SitemapPage) },
  { path: RoutePath.agreement, lazy: page(about, (m) => m.AgreementPage) },
  { path: RoutePath.vipXieyi, lazy: page(vip, (m) => m.VipAgreementPage) },
  { path: RoutePath.vipShuoming, lazy: page(vip, (m) => m.VipNotesPage) },
  { path: RoutePath.vipPayPage, lazy: page(vip, (m) => m.VipPayPage) },
  { path: RoutePath.vipPayOrder, lazy: page(vip, (m) => m.VipPayOrderPage) },
  { path: RoutePath.szhfaCyy, lazy: page(solutions, (m) => m.IndustrialParkSolutionPage) },
  { path: RoutePath.szhfaJrjg, lazy: page(solutions, (m) => m.FinanceSolutionPage) },
  { path: RoutePath.szhfaQyfw, lazy: page(solutions, (m) => m.EnterpriseServiceSolutionPage) },
  { path: RoutePath.szhfaZfjg, lazy: page(solutions, (m) => m.GovernmentSolutionPage) },
  { path: RoutePath.szhfaOpenapi, lazy: page(solutions, (m) => m.OpenApiPage) },
  { path: RoutePath.policyList, lazy: plainPage(policyList, (m) => m.PolicyListPage) },
  { path: RoutePath.policyNewsDetail, lazy: plainPage(articles, (m) => m.PolicyNewsDetailPage) },
  { path: RoutePath.infoDetail, lazy: plainPage(articles, (m) => m.InterpretationDetailPage) },
  { path: RoutePath.companyList, lazy: plainPage(companyList, (m) => m.CompanyListPage) },
  { path: RoutePath.companyDetail, lazy: plainPage(companyDetail, (m) => m.CompanyDetailPage) },
  { path: RoutePath.projectList, lazy: plainPage(projectList, (m) => m.ProjectListPage) },
  { path: RoutePath.projectDetail, lazy: plainPage(projectDetail, (m) => m.ProjectDetailPage) },
  { path: RoutePath.evaluateResult, lazy: page(evaluate, (m) => m.GaoxinResultPage) },
  { path: RoutePath.userLogin, lazy: page(auth, (m) => m.LoginPage) },
  { path: RoutePath.userRegister, lazy: page(auth, (m) => m.RegisterPage) },
  { path: RoutePath.userForget, lazy: page(auth, (m) => m.ForgetPasswordPage) },
  { path: RoutePath.userLogout, lazy: page(auth, (m) => m.LogoutPage) },
  { path: RoutePath.wechatAuth, lazy: page(auth, (m) => m.WechatAuthPage) },
  { path: RoutePath.wechatCallback, lazy: page(auth, (m) => m.WechatCallbackPage) },
  { path: RoutePath.invalidLink, lazy: page(invalidLink, (m) => m.InvalidLinkPage) },
  // An unknown 专精特新 level (the three known ones are matched first, behind login): the invalid-link page.
  { path: '/evaluate/zhuanjing/:pclx', lazy: page(invalidLink, (m) => m.InvalidLinkPage) },
  // /vip, as people type it, is the membership page (issue 31: it was the 404 page).
  { path: '/vip', element: <Navigate to={RoutePath.vipPayPage} replace /> },
  { path: RoutePath.matchZsk, element: <Navigate to="/match/chat/zsk" replace /> },
  { path: RoutePath.matchPolicy, element: <Navigate to="/match/chat/zcpp" replace /> },
];

/** Pages that need a login (spec section 2 "Login required"); a visitor gets the login dialog and comes back. */
const protectedRoutes: RouteObject = {
  element: <RequireLogin />,
  children: [
    { path: RoutePath.matchChat, element: <Navigate to="/match/chat/zsk" replace /> },
    ...CHAT_MODES.map((mode) => ({
      path: `${RoutePath.matchChat}/${mode}/:session_id?`,
      // Plain at first paint (issue 31): its antd parts come with antd when they are shown (pages/match/chat-page.tsx).
      lazy: plainPage(chat, (m) => m.ChatPage),
    })),
    { path: RoutePath.evaluateGaoxin, lazy: page(evaluate, (m) => m.GaoxinEvaluatePage) },
    { path: '/evaluate/zhuanjing', lazy: page(evaluate, (m) => m.ZhuanjingEvaluatePage) },
    ...ZHUANJING_KINDS.map((kind) => ({
      path: `/evaluate/zhuanjing/${kind}`,
      lazy: page(evaluate, (m) => m.ZhuanjingEvaluatePage),
    })),
    { path: RoutePath.evaluateZhuanjingResult, lazy: page(evaluate, (m) => m.ZhuanjingResultPage) },
    {
      path: '/user',
      // The centre's frame and menu, and its home page, are drawn without antd (issue 31); its other pages use antd.
      lazy: plainPage(centreLayout, (m) => m.UserCentreLayout),
      children: [
        { index: true, element: <Navigate to="/user/index" replace /> },
        { path: 'account', lazy: page(account, (m) => m.AccountPage) },
        { path: 'security', lazy: page(security, (m) => m.SecurityPage) },
        { path: 'index', lazy: plainPage(userIndex, (m) => m.UserIndexPage) },
        ...USER_CENTRE_PAGES.filter((key) => key !== 'account' && key !== 'security' && key !== 'index').map((key) =>
          key === 'message'
            ? { path: key, lazy: page(messages, (m) => m.MessagePage) }
            : { path: key, lazy: RECORD_PAGES[key] ?? page(centre, (m) => m.centrePageFor(key)) },
        ),
      ],
    },
  ],
};

/** Every route of the portal; exported for the route-table tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootFallback />,
    children: [...publicRoutes, protectedRoutes, { path: '*', lazy: page(notFound, (m) => m.NotFoundPage) }],
  },
  // Outside the chrome: the hidden PDF-render pages and the hand-over to the big-screen bundle.
  ...PDF_PAGES.map((kind) => ({ path: `/hideHt/pdf/${kind}`, lazy: page(pdf, (m) => m.PdfRenderPage) })),
  { path: EVALUATE_PDF_PAGE, lazy: page(evaluatePdf, (m) => m.EvaluatePdfPage) },
  { path: '/big_screen/*', lazy: page(bigScreen, (m) => m.BigScreenHandoff) },
];
