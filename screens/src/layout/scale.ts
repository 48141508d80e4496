/** The designed canvas every screen is laid out on. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export interface StageFit {
  scale: number;
  /** Letterbox offsets in viewport pixels (the bars left/right or top/bottom). */
  offsetX: number;
  offsetY: number;
}

/**
 * Fits the design canvas into a viewport keeping its aspect ratio (letterboxing): the smaller of the two axis
 * ratios wins and the canvas is centred. A zero or invalid viewport gives scale 1 at the origin rather than
 * NaN, so a hidden tab never produces a broken transform.
 */
export function fitStage(
  viewportWidth: number,
  viewportHeight: number,
  width = DESIGN_WIDTH,
  height = DESIGN_HEIGHT,
): StageFit {
  if (
    !(viewportWidth > 0) ||
    !(viewportHeight > 0) ||
    !Number.isFinite(viewportWidth) ||
    !Number.isFinite(viewportHeight)
  ) {
    return { scale: 1, offsetX: 0, offsetY: 0 };
  }
  const scale = Math.min(viewportWidth / width, viewportHeight / height);
  return {
    scale,
    offsetX: Math.max(0, (viewportWidth - width * scale) / 2),
    offsetY: Math.max(0, (viewportHeight - height * scale) / 2),
  };
}

/** The CSS transform that places the canvas (transform-origin 0 0). */
export function stageTransform(fit: StageFit): string {
  return `translate(${fit.offsetX}px, ${fit.offsetY}px) scale(${fit.scale})`;
}

/**
 * Canvas pixel ratio for charts: they draw in design pixels, then the stage is scaled by `scale`, so a 4K
 * wall (scale 2) needs twice the backing pixels to stay sharp. Capped to keep canvas memory bounded.
 */
export function chartPixelRatio(devicePixelRatio: number, scale: number): number {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(4, Math.max(1, dpr * Math.max(1, scale)));
}
