import { useEffect, useRef } from 'react';
import type { DimensionScore } from '@aikc/shared/company-eval';

/**
 * The evaluation's radar chart for print: SVG (sharp in the PDF), no animation, and `onRendered` once ECharts
 * has drawn it, so the report page can tell the renderer it is ready. ECharts loads with this chunk only.
 */
export function ReportRadar({ dims, onRendered }: { dims: DimensionScore[]; onRendered: () => void }) {
  const el = useRef<HTMLDivElement>(null);
  const rendered = useRef(onRendered);
  useEffect(() => {
    rendered.current = onRendered;
  }, [onRendered]);
  useEffect(() => {
    let disposed = false;
    let dispose: (() => void) | undefined;
    void (async () => {
      const echarts = await import('echarts');
      if (disposed || !el.current) return;
      const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
      chart.on('finished', () => rendered.current());
      chart.setOption({
        animation: false,
        radar: {
          indicator: dims.map((d) => ({ name: `${d.name}\n${d.score ?? '数据不足'}`, max: 100 })),
          radius: '62%',
          axisName: { color: '#344054', fontSize: 12 },
        },
        series: [
          {
            type: 'radar',
            areaStyle: { opacity: 0.25 },
            data: [{ name: '企业评价得分', value: dims.map((d) => d.score ?? 0) }],
          },
        ],
      });
      dispose = () => chart.dispose();
    })();
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [dims]);
  return (
    <div
      ref={el}
      className="report-radar"
      role="img"
      aria-label={`企业评价雷达图：${dims.map((d) => `${d.name}${d.score ?? '数据不足'}`).join('，')}`}
    />
  );
}
