import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PolicyApi } from '@aikc/shared/api-paths';
import { policyFilterCodec, type PolicyFilter } from '@aikc/shared/filters';
import { provinceOption } from '@aikc/shared/regions';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { PolicyListPage } from './policy-list-page.tsx';
import { renderRoutes } from '../../test/render-app.tsx';

function item(id: number): PolicyListItem {
  return {
    id,
    title: `政策${id}`,
    title_html: `关于<em>高新技术企业</em>的政策${id}`,
    snippet_html: '摘要',
    doc_no: `粤科〔2026〕${id}号`,
    agency: '广东省科学技术厅',
    level: 'provincial',
    level_name: '省级',
    region_code: '440000',
    region_name: '广东省',
    type: { id: 3, name: '资质认定' },
    labels: [],
    publish_date: '2026-11-01',
    validity: 'valid',
    validity_name: '有效',
    reprints: [],
  };
}

/** Renders the list page alone at `path`; the API answers 40 hits with facets and records every body. */
function renderList(path: string, opts: { provinceId?: number } = {}) {
  const bodies: PolicyFilter[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== PolicyApi.list) return new Response(JSON.stringify({ code: 200, msg: '', data: null }));
      const body = JSON.parse(String(init?.body)) as PolicyFilter;
      bodies.push(body);
      const data = {
        list: [item(body.page * 100 + 1), item(body.page * 100 + 2)],
        current: body.page,
        pageSize: body.pageSize,
        total: 40,
        facets: {
          region: [{ value: '440000', label: '广东省', count: 30 }],
          level: [
            { value: 'provincial', label: '省级', count: 25 },
            { value: 'municipal', label: '市级', count: 15 },
          ],
          validity: [{ value: 'valid', label: '有效', count: 40 }],
        },
      };
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }));
    }),
  );
  const { router } = renderRoutes(path, [{ path: '/policy/list/:s?', Component: PolicyListPage }], (store) => {
    if (opts.provinceId) store.city.select(provinceOption(opts.provinceId));
  });
  const current = () => policyFilterCodec.decode(router.state.location.pathname.split('/')[3]);
  return { router, bodies, current };
}

const jsdomScrollTo = window.scrollTo;
beforeEach(() => {
  // As in Chromium, where scroll methods now return a promise (an effect must not hand it to React as a cleanup).
  window.scrollTo = (() => Promise.resolve()) as unknown as typeof window.scrollTo;
});

afterEach(() => {
  window.scrollTo = jsdomScrollTo;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PolicyListPage', () => {
  it('shows the defaults for a malformed :s, never an error page', async () => {
    const { bodies } = renderList('/policy/list/%E4%B8%8D-%E5%90%88!!');
    await screen.findAllByText('高新技术企业');
    expect(bodies[0]).toEqual(policyFilterCodec.defaults);
    expect(screen.getByText('政策库', { selector: 'h1' })).toBeTruthy();
  });

  it('puts a facet click, a search and a page change into :s', async () => {
    const { router, bodies, current } = renderList('/policy/list');
    await screen.findAllByText('高新技术企业');

    fireEvent.click(await screen.findByRole('button', { name: /省级/ }));
    await waitFor(() => expect(current().levels).toEqual(['provincial']));
    await waitFor(() => expect(bodies.at(-1)?.levels).toEqual(['provincial']));

    const box = screen.getByLabelText('搜索关键词');
    fireEvent.change(box, { target: { value: '高新技术企业' } });
    // The box is a plain search form: Enter submits it in a browser, which jsdom does not do for a key event.
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(current()).toMatchObject({ keyword: '高新技术企业', levels: ['provincial'], page: 1 }));

    fireEvent.click(await screen.findByTitle('2'));
    await waitFor(() => expect(current().page).toBe(2));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ keyword: '高新技术企业', levels: ['provincial'], page: 2 }),
    );

    // Back restores the previous filter from the segment alone.
    await router.navigate(-1);
    await waitFor(() => expect(current().page).toBe(1));
    // The search was remembered for the history row.
    expect(screen.getByRole('button', { name: '高新技术企业' })).toBeTruthy();
  });

  it("applies the header's city to a bare list URL", async () => {
    const { current } = renderList('/policy/list', { provinceId: 440000 });
    await waitFor(() => expect(current().province).toBe('440000'));
  });
});
