import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { policyFilterCodec } from '@aikc/shared/filters';
import { appRoutes } from '../app/routes.tsx';
import { policyKeys } from '../features/policy/api/policies.ts';
import { matchSsrPage, NOT_FOUND_MODULES, SHELL_MODULES, SSR_PAGES } from './ssr-pages.ts';
import routesSource from '../app/routes.tsx?raw';
import shellSource from '../app/app-shell.tsx?raw';

/** The modules a source file of src/app/ imports lazily, as keys of Vite's build manifest (paths from client/). */
const lazyImports = (source: string) =>
  [...source.matchAll(/\bimport\('(\.\.?\/[^']+)'\)/g)].map((m) =>
    new URL(m[1]!, 'file:///src/app/').pathname.slice(1),
  );

const at = (path: string) => {
  const m = matchSsrPage(path);
  return m && { kind: m.page.kind, params: { ...m.params } };
};

describe('the server-rendered pages', () => {
  it('match the content routes only, by react-router, with the client route-params rules', () => {
    expect(at('/')?.kind).toBe('home');
    expect(at('/index.html')).toBeNull();
    expect(at('/policy/detail/12')).toEqual({ kind: 'policy', params: { id: '12' } });
    expect(at('/policy/newsdetail/7.html')).toEqual({ kind: 'news', params: { file: '7.html' } });
    expect(at('/company/detail/5/ip')).toEqual({ kind: 'company', params: { id: '5', type: 'ip' } });
    expect(at('/policy/detail/0')).toBeNull();
    expect(at('/policy/detail/1x')).toBeNull();
    expect(at('/policy/newsdetail/7')).toBeNull();
    expect(at('/policy/sbyl')).toBeNull();
    expect(at('/user/index')?.kind).toBe('user-centre-index');
    expect(at('/user/api_keys/')?.kind).toBe('user-centre');
    expect(at('/user/login')).toBeNull();
    expect(at('/user/nope')).toBeNull();
    expect(at('/match/chat/zsk')?.kind).toBe('chat');
    expect(at('/match/chat/zsk/')?.kind).toBe('chat');
    expect(at('/match/chat/zcpp')).toBeNull();
    // A conversation's thread is the member's data: not server-rendered.
    expect(at('/match/chat/zsk/12')).toBeNull();
    const seg = policyFilterCodec.encode({ keyword: '高新', page: 2 });
    expect(at(`/policy/list/${seg}`)).toEqual({ kind: 'policy-list', params: { s: seg } });
    expect(at('/policy/list/@@@')).toBeNull();
  });

  it('a list page asks for the filter its `:s` decodes to (a damaged one: the defaults, as on the client)', () => {
    const list = matchSsrPage('/policy/list/zzzz');
    const q = list?.page.main?.({ params: list.params, token: null, cookies: '' });
    expect(q?.queryKey).toEqual(policyKeys.list(policyFilterCodec.decode('zzzz')));
    const canonical = list?.page.canonical?.(list.params);
    expect(canonical).toBe('/policy/list/zzzz');
  });

  it('each page is a route of the app (not its catch-all), so the render routes it as the browser will', () => {
    const sample = (path: string) =>
      path
        .replace(':id', '7')
        .replace(':file', '7.html')
        .replace(/\/:\w+\?/g, '');
    for (const page of SSR_PAGES) {
      const leaf = matchRoutes(appRoutes, sample(page.path))?.at(-1);
      expect(leaf?.route.path, page.path).not.toBe('*');
      expect(leaf, page.path).toBeDefined();
    }
  });

  it("names each page's stylesheet modules as the app loads them: the route's lazy import and the shell's", () => {
    const routes = new Set(lazyImports(routesSource));
    expect(routes.has('src/pages/home/home-page.tsx')).toBe(true);
    // A page renamed in routes.tsx (which tsc checks) and not in the table fails here, not as an unstyled page.
    for (const page of SSR_PAGES) {
      expect(page.modules.length, page.path).toBeGreaterThan(0);
      for (const m of page.modules) expect(routes.has(m), `${page.path}: ${m}`).toBe(true);
    }
    expect(routes.has(NOT_FOUND_MODULES[0]!)).toBe(true);
    expect(lazyImports(shellSource).sort()).toEqual([...SHELL_MODULES].sort());
  });
});
