import { useEffect, useRef } from 'react';
import type { PartScore } from '@aikc/shared/rules/types';

/**
 * The parts against their maxima as a bar chart. ECharts is loaded on first use (its own chunk), so the
 * form pages never pay for it. `onRendered` tells the PDF page the chart has been drawn.
 */
export function PartsChart({ parts, onRendered }: { parts: PartScore[]; onRendered?: () => void }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose: (() => void) | undefined;
    void (async () => {
      const echarts = await import('echarts');
      if (disposed || !el.current) return;
      const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
      // Listen before setOption: without animation the first frame can finish within it.
      chart.on('finished', () => onRendered?.());
      chart.setOption({
        animation: false,
        grid: { left: 130, right: 40, top: 30, bottom: 20 },
        legend: { data: ['得分', '满分'], top: 0 },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        xAxis: { type: 'value', max: Math.max(...parts.map((p) => p.max)) },
        yAxis: { type: 'category', inverse: true, data: parts.map((p) => p.label) },
        series: [
          {
            name: '满分',
            type: 'bar',
            data: parts.map((p) => p.max),
            barGap: '-100%',
            itemStyle: { color: '#e8eef8' },
            z: 1,
          },
          {
            name: '得分',
            type: 'bar',
            data: parts.map((p) => p.points),
            itemStyle: { color: '#1f5fbf' },
            label: {
              show: true,
              position: 'right',
              formatter: (x: { dataIndex: number }) => `${parts[x.dataIndex]?.points}/${parts[x.dataIndex]?.max}`,
            },
            z: 2,
          },
        ],
      });
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    })();
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [parts, onRendered]);
  return <div ref={el} className="assessment-chart" data-testid="parts-chart" />;
}
