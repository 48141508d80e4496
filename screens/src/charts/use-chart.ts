import { useEffect, useRef } from 'react';
import { chartPixelRatio } from '../layout/scale.ts';
import { useStageScale } from '../layout/stage-context.ts';
import { echarts, type EChartsCoreOption, type EChartsType } from './echarts.ts';

/**
 * One ECharts instance per mounted panel: created once, fed with setOption on every new option, resized by a
 * ResizeObserver (coalesced to one frame), and disposed with its observer on unmount, so a wall that runs for
 * days (or a playlist that swaps screens every 30 s) leaks neither instances nor listeners.
 */
export function useChart(option: EChartsCoreOption | null, onReady?: (chart: EChartsType) => (() => void) | void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const scale = useStageScale();
  const scaleAtInit = useRef(scale);
  const onReadyRef = useRef(onReady);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const chart = echarts.init(el, null, {
      renderer: 'canvas',
      devicePixelRatio: chartPixelRatio(window.devicePixelRatio, scaleAtInit.current),
    });
    chartRef.current = chart;
    const cleanupReady = onReadyRef.current?.(chart);
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => chart.resize());
    });
    ro.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
      if (cleanupReady) cleanupReady();
      chartRef.current = null;
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    if (option && chartRef.current) chartRef.current.setOption(option);
  }, [option]);

  return { ref, chartRef };
}
