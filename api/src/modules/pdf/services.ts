import type { AppDeps } from '../../deps.ts';
import { PdfRenderer } from './renderer.ts';
import { RenderProgress } from './progress.ts';
import { RenderTokens } from './render-token.ts';

export interface PdfServices {
  renderer: PdfRenderer;
  tokens: RenderTokens;
  progress: RenderProgress;
}

// One renderer (one browser, one queue) and one token key per app, shared by every feature that prints.
const byDeps = new WeakMap<AppDeps, PdfServices>();

/** The app's PDF renderer and render tokens, made on first use. */
export function pdfServicesOf(deps: AppDeps): PdfServices {
  let s = byDeps.get(deps);
  if (!s) {
    s = {
      renderer: new PdfRenderer({ logger: deps.logger }),
      tokens: new RenderTokens(),
      progress: new RenderProgress(),
    };
    byDeps.set(deps, s);
  }
  return s;
}

/** The URL of a hidden page as the renderer's browser opens it (through the edge, like any visitor). */
export function renderPageUrl(deps: AppDeps, pagePath: string, token: string): string {
  return `${deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')}${pagePath}?rt=${encodeURIComponent(token)}`;
}

/** Tests and the bench put a renderer of their own in (another time limit, another browser path). */
export function setPdfRenderer(deps: AppDeps, renderer: PdfRenderer): PdfServices {
  const s = { ...pdfServicesOf(deps), renderer };
  byDeps.set(deps, s);
  return s;
}
