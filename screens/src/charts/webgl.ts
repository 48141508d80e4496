import { echarts } from './echarts.ts';

/**
 * Whether this browser can draw WebGL. Headless Chromium with --disable-gpu, old wall PCs and locked-down
 * kiosks may not; the 3D panel then draws its 2D fallback. The probe context is released at once.
 */
export function hasWebGL(doc: Document = document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl') ??
      canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

let glReady: Promise<boolean> | null = null;
/** Loads echarts-gl (its own chunk) into our ECharts core once; false when WebGL or the chunk is missing. */
export function loadEchartsGl(): Promise<boolean> {
  if (!glReady) {
    glReady = !hasWebGL()
      ? Promise.resolve(false)
      : Promise.all([import('echarts-gl/charts'), import('echarts-gl/components')]).then(
          ([charts, components]) => {
            echarts.use([charts.Bar3DChart, components.Grid3DComponent] as never);
            return true;
          },
          () => false,
        );
  }
  return glReady;
}
