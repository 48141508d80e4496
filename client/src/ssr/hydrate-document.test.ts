import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateDocument } from './hydrate-document.ts';

/** A document as the edge renders it (scripts/ssr/document.ts): content in #root and the dehydrated queries beside it. */
function documentWith(state: string, ssr = true): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"${ssr ? ' data-ssr="1"' : ''}><h1>x</h1></div><script type="application/json" id="aikc-ssr-data"></script>`;
  doc.getElementById('aikc-ssr-data')!.textContent = state;
  return doc;
}

describe('hydrateDocument', () => {
  it('puts the server’s queries in the cache under their keys, dated by this clock', () => {
    const server = new QueryClient();
    server.setQueryData(['policy', 'detail', 7, null], { id: 7, title: '示例' }, { updatedAt: 1 });
    const client = new QueryClient();
    const before = Date.now();
    expect(hydrateDocument(client, documentWith(JSON.stringify(dehydrate(server))))).toBe(true);
    expect(client.getQueryData(['policy', 'detail', 7, null])).toEqual({ id: 7, title: '示例' });
    expect(client.getQueryState(['policy', 'detail', 7, null])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('a damaged state costs only a fetch; a document not rendered on the server says so', () => {
    const client = new QueryClient();
    expect(hydrateDocument(client, documentWith('{not json'))).toBe(true);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(hydrateDocument(client, documentWith('{"queries":[],"mutations":[]}', false))).toBe(false);
  });
});
