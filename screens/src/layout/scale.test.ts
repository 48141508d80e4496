import { describe, expect, it } from 'vitest';
import { chartPixelRatio, fitStage, stageTransform } from './scale.ts';

describe('fitStage', () => {
  it('fills an exact 16:9 display with no bars', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(fitStage(3840, 2160)).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
  });

  it('fits a 1366x768 laptop by its height (slim bars left and right)', () => {
    const fit = fitStage(1366, 768);
    expect(fit.scale).toBeCloseTo(768 / 1080, 9);
    expect(fit.offsetY).toBe(0);
    expect(fit.offsetX).toBeCloseTo((1366 - 1920 * (768 / 1080)) / 2, 9);
  });

  it('letterboxes a 16:10 display (bars top and bottom)', () => {
    const fit = fitStage(1920, 1200);
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(0);
    expect(fit.offsetY).toBe(60);
  });

  it('pillarboxes a wide wall (bars left and right)', () => {
    const fit = fitStage(5760, 1080);
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe((5760 - 1920) / 2);
    expect(fit.offsetY).toBe(0);
  });

  it('survives a hidden or zero-sized viewport', () => {
    expect(fitStage(0, 0)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(fitStage(Number.NaN, 500)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it('writes the transform in translate-then-scale order', () => {
    expect(stageTransform({ scale: 0.5, offsetX: 10, offsetY: 20 })).toBe('translate(10px, 20px) scale(0.5)');
  });
});

describe('chartPixelRatio', () => {
  it('raises the backing ratio on a 4K wall and never drops below 1', () => {
    expect(chartPixelRatio(1, 2)).toBe(2);
    expect(chartPixelRatio(1, 0.7)).toBe(1);
    expect(chartPixelRatio(2, 3)).toBe(4);
    expect(chartPixelRatio(0, 1)).toBe(1);
  });
});
