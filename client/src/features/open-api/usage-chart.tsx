import { useEffect, useRef } from 'react';
import type { ApiUsageResult } from '@aikc/shared/open-api/keys';

/**
 * Calls per key per day as stacked bars. ECharts is imported on first render of this component only, so the
 * user centre's other pages never load it.
 */
export function UsageChart({ usage }: { usage: ApiUsageResult }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    void (async () => {
      const [core, charts, components, renderers] = await Promise.all([
        import('echarts/core'),
        import('echarts/charts'),
        import('echarts/components'),
        import('echarts/renderers'),
      ]);
      if (disposed || !el.current) return;
      core.use([
        charts.BarChart,
        components.GridComponent,
        components.TooltipComponent,
        components.LegendComponent,
        renderers.CanvasRenderer,
      ]);
      const c = core.init(el.current);
      chart = c;
      c.setOption({
        color: ['#1f6fe5', '#13a8a8', '#f29b30', '#8c5cf2', '#cf1322', '#52c41a'],
        tooltip: { trigger: 'axis' },
        legend: { top: 0, type: 'scroll' },
        grid: { left: 48, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: usage.dates.map((d) => d.slice(5)), axisTick: { alignWithLabel: true } },
        yAxis: { type: 'value', minInterval: 1, name: '调用次数' },
        series: usage.series.map((s) => ({
          type: 'bar',
          name: s.name,
          stack: 'calls',
          data: s.calls,
          barMaxWidth: 18,
        })),
      });
      window.addEventListener('resize', onResize);
    })();
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [usage]);
  return (
    <div
      ref={el}
      className="api-usage__chart"
      role="img"
      aria-label={`近${usage.dates.length}天各密钥调用次数柱状图`}
    />
  );
}
