/** Main navigation of the header (list pages and entries); 应用中心 and 数字化方案 are dropdowns after these. */
export const MAIN_NAV = [
  { label: '首页', to: '/', match: (p: string) => p === '/' },
  {
    label: '政策库',
    to: '/policy/list',
    match: (p: string) => p.startsWith('/policy/list') || p.startsWith('/policy/detail') || p.startsWith('/info/'),
  },
  { label: '项目申报', to: '/project/list', match: (p: string) => p.startsWith('/project/') },
  { label: '申报日历', to: '/policy/sbyl', match: (p: string) => p.startsWith('/policy/sbyl') },
  { label: '企业库', to: '/company/list', match: (p: string) => p.startsWith('/company/') },
  { label: '政策匹配', to: '/match/chat/zcpp', match: (p: string) => p.startsWith('/match/') },
] as const;

/** 应用中心: exactly the spec's six items; `screens` opens the big-screen chooser instead of navigating. */
export const APP_CENTRE_ITEMS = [
  { key: 'policy-db', label: '政策数据库', to: '/policy/list' },
  { key: 'policy-news', label: '政策资讯', to: '/#zczx' },
  { key: 'advanced-search', label: '高级搜索', to: '/policy/list' },
  { key: 'policy-match', label: '政策匹配', to: '/match/chat/zcpp' },
  { key: 'screens', label: '数据大屏', to: null },
  { key: 'company-db', label: '企业数据库', to: '/company/list' },
] as const;

/** 数字化方案: the four solution pages. */
export const SOLUTION_ITEMS = [
  { key: 'cyy', label: '园区/产业园区', to: '/szhfa/cyy' },
  { key: 'jrjg', label: '金融机构', to: '/szhfa/jrjg' },
  { key: 'qyfw', label: '企业服务', to: '/szhfa/qyfw' },
  { key: 'zfjg', label: '政府机构', to: '/szhfa/zfjg' },
] as const;
