import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only the parts the dashboard draws: lines and bars on a grid, with a legend and a tooltip.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface Series {
  name: string;
  type: 'line' | 'bar';
  data: number[];
  yAxisIndex?: number;
}

/** A per-day chart: the days along x, one or two y axes. */
export function DayChart({
  days,
  series,
  height = 280,
  twoAxes = false,
}: {
  days: string[];
  series: Series[];
  height?: number;
  twoAxes?: boolean;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    const option: EChartsCoreOption = {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: twoAxes ? 56 : 24, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: twoAxes ? [{ type: 'value' }, { type: 'value', splitLine: { show: false } }] : { type: 'value' },
      series: series.map((s) => ({ ...s, smooth: s.type === 'line', showSymbol: days.length <= 31 })),
    };
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, series, twoAxes]);
  return <div ref={el} style={{ height, width: '100%' }} />;
}
