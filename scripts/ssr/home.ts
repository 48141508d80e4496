import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { PageContent } from './content.ts';
import { esc } from './html.ts';

/** The home page's four steps, as the client's home page (client/src/pages/home/home-page.tsx STEPS) words them. */
const STEPS: [string, string][] = [
  ['找政策', '多级政策实时汇聚，中文分词精准检索'],
  ['读政策', '政策解读与条款要点，一看就懂'],
  ['配政策', 'AI按企业画像匹配可申报政策'],
  ['报项目', '申报日历提醒，截止时间不错过'],
];

/**
 * The home page's opening screen (title, subtitle, the four steps), drawn by the edge so that a phone paints it
 * with the HTML rather than after the app's script: it holds no data of its own (the client's home fetches its
 * feeds by the visitor's region), so it calls no API. The client's first render replaces it with the same words in
 * the same sizes (home.css `.hero`).
 */
export function homePage(homeUrl: string): PageContent {
  return {
    home: true,
    title: PRODUCT_NAME,
    description: '',
    breadcrumb: [],
    structured: [
      { '@type': 'WebSite', name: PRODUCT_NAME, url: homeUrl, inLanguage: 'zh-CN' },
      { '@type': 'Organization', name: PRODUCT_NAME, url: homeUrl, logo: `${homeUrl}favicon.svg` },
    ],
    body: [
      '<section class="ssr-hero">',
      '<h1>科技政策一站式服务平台</h1>',
      '<p>汇聚各级科技政策、申报项目与企业数据，让企业找得到、读得懂、报得上</p>',
      `<ol class="ssr-steps">${STEPS.map(([t, d], i) => `<li><span>${i + 1}</span><strong>${esc(t)}</strong> ${esc(d)}</li>`).join('')}</ol>`,
      '</section>',
    ].join(''),
  };
}
