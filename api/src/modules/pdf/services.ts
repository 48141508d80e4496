import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { PdfRenderer } from './renderer.ts';
import { RenderProgress } from './progress.ts';
import { RenderTokens } from './render-token.ts';

export interface PdfServices {
  renderer: PdfRenderer;
  tokens: RenderTokens;
  progress: RenderProgress;
}

/**
 * One renderer (one browser, one queue) and one token key per app, shared by every feature that prints
 * (composition.ts makes them on first use; the browser itself starts with the first print).
 */
export function createPdfServices(logger: Logger): PdfServices {
  return { renderer: new PdfRenderer({ logger }), tokens: new RenderTokens(), progress: new RenderProgress() };
}

/** The URL of a hidden page as the renderer's browser opens it (through the edge, like any visitor). */
export function renderPageUrl(deps: { config: Config }, pagePath: string, token: string): string {
  return `${deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')}${pagePath}?rt=${encodeURIComponent(token)}`;
}

/** Tests and the bench put a renderer of their own in (another time limit, another browser path). */
export function setPdfRenderer(deps: { pdf: PdfServices }, renderer: PdfRenderer): PdfServices {
  return (deps.pdf = { ...deps.pdf, renderer });
}
