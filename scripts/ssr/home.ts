import { PRODUCT_NAME } from '@aikc/shared/constants';
import { HOME_HERO } from '@aikc/shared/home-copy';
import type { PageContent } from './content.ts';
import { esc } from './html.ts';

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
      `<h1>${esc(HOME_HERO.title)}</h1>`,
      `<p>${esc(HOME_HERO.subtitle)}</p>`,
      `<ol class="ssr-steps">${HOME_HERO.steps.map((s, i) => `<li><span>${i + 1}</span><strong>${esc(s.title)}</strong> ${esc(s.desc)}</li>`).join('')}</ol>`,
      '</section>',
    ].join(''),
  };
}
