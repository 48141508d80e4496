import { useEffect, useRef, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { localiseLabels } from './scalar-labels.ts';

/**
 * Scalar renders icon-only disclosure buttons with no name (axe: button-name, critical). Until it names them,
 * they get one from what they open: the expanded state is already announced through aria-expanded.
 */
function nameUnnamedControls(root: HTMLElement): void {
  for (const b of root.querySelectorAll<HTMLButtonElement>('button:not([aria-label]):not([aria-labelledby])')) {
    if ((spokenText(b) === '' || b.innerText.trim() === '') && !b.title)
      b.setAttribute('aria-label', b.hasAttribute('aria-controls') ? '展开或收起详情' : '操作');
  }
}

/**
 * A button's text as a screen reader gets it: without what is aria-hidden (Scalar hides some labels that way);
 * innerText above also drops what CSS hides.
 */
function spokenText(b: HTMLElement): string {
  const copy = b.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

/**
 * The OpenAPI document rendered by Scalar's API reference (a maintained viewer), imported only when this
 * component mounts, so only /szhfa/openapi loads it. Its own request runner and generated snippets are hidden:
 * a browser cannot sign requests without exposing the secret; the page's examples show signed calls instead.
 */
export function ApiReferenceViewer() {
  const el = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!el.current) return;
    const root = el.current;
    const observer = new MutationObserver(() => {
      localiseLabels(root);
      nameUnnamedControls(root);
    });
    // Scalar also empties a button's label later (text changes, aria-hidden on its children): watch those too.
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'class', 'style', 'aria-label', 'title'],
    });
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    let app: { app?: { unmount(): void } } | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const [{ createApiReference }] = await Promise.all([
          import('@scalar/api-reference'),
          import('@scalar/api-reference/style.css'),
        ]);
        if (cancelled || !el.current) return;
        app = createApiReference(el.current, {
          url: OpenApiV1.document,
          withDefaultFonts: false,
          hideTestRequestButton: true,
          hideClientButton: true,
          hideDarkModeToggle: true,
          forceDarkModeState: 'light',
          hiddenClients: true,
          telemetry: false,
          // Its AI agent calls Scalar's servers; nothing on this page may leave the portal.
          agent: { disabled: true },
          // Its sidebar's buttons carry aria-selected and an unnamed search button (axe: serious); the page's
          // own headings and the browser's find serve instead.
          showSidebar: false,
          // On a phone Scalar still draws its search box in a header: a button with a landmark role and no name,
          // its placeholder at 3:1 (axe: serious). The reference is four calls; the browser's find serves.
          hideSearch: true,
          // Its 模型 section nests buttons inside its disclosure buttons (axe: nested-interactive); each call
          // already shows its response schema.
          hideModels: true,
          // Open tags need no English-labelled "Show all … endpoints" buttons (axe: label-content-name-mismatch).
          defaultOpenAllTags: true,
          layout: 'modern',
        }) as unknown as { app?: { unmount(): void } };
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      app?.app?.unmount();
    };
  }, []);
  return (
    <div className="openapi__reference" data-testid="api-reference">
      {state === 'loading' ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {state === 'failed' ? (
        <Alert type="error" showIcon message="接口文档加载失败，请刷新页面重试，或直接下载 OpenAPI 文档" />
      ) : null}
      <div ref={el} />
    </div>
  );
}
