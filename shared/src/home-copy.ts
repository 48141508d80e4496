/**
 * The home page's opening screen. The client's home page and the edge's server render of `/` (scripts/ssr/home.ts)
 * print the same words, so the client's first render replaces the server's without a visible change.
 */
export const HOME_HERO = {
  title: '科技政策一站式服务平台',
  subtitle: '汇聚各级科技政策、申报项目与企业数据，让企业找得到、读得懂、报得上',
  steps: [
    { title: '找政策', desc: '多级政策实时汇聚，中文分词精准检索' },
    { title: '读政策', desc: '政策解读与条款要点，一看就懂' },
    { title: '配政策', desc: 'AI按企业画像匹配可申报政策' },
    { title: '报项目', desc: '申报日历提醒，截止时间不错过' },
  ],
} as const;
