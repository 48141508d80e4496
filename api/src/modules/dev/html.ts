import type { Response } from 'express';

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small dev page: no script at all, inline styles only, framed nowhere, and marked as a development tool. */
export function sendDevPage(res: Response, title: string, body: string): void {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'",
  );
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222}
.tag{display:inline-block;background:#fa8c16;color:#fff;padding:0 8px;border-radius:3px;font-size:12px}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 10px}button{padding:6px 16px;margin:4px 0}
form{border:1px solid #eee;padding:12px;margin:12px 0;max-width:520px}.code{font:bold 18px monospace;letter-spacing:2px}</style>
</head><body><p><span class="tag">开发环境</span> 此页面仅用于本地开发，生产环境不可用。</p><h1>${esc(title)}</h1>${body}</body></html>`);
}
