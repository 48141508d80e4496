import { useEffect, useRef } from 'react';
import { RadarChart as Radar } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { z } from 'zod';

echarts.use([Radar, TooltipComponent, CanvasRenderer]);

/** The `radar` block of a qypj answer: six dimension names and their 0–100 scores (null = data missing). */
export const RadarBlockSchema = z.object({
  indicators: z.array(z.string().max(10)).min(3).max(8),
  values: z.array(z.number().min(0).max(100).nullable()),
});

/** The evaluation's radar chart (ECharts, loaded with this chunk only when an answer has one). */
export default function RadarChart({ source }: { source: string }) {
  const el = useRef<HTMLDivElement>(null);
  let data: z.infer<typeof RadarBlockSchema> | null = null;
  try {
    const parsed = RadarBlockSchema.safeParse(JSON.parse(source));
    data = parsed.success ? parsed.data : null;
  } catch {
    data = null;
  }
  useEffect(() => {
    if (!el.current || !data) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.setOption({
      tooltip: {},
      radar: {
        indicator: data.indicators.map((name) => ({ name, max: 100 })),
        radius: '65%',
        axisName: { color: '#475467' },
      },
      series: [
        {
          type: 'radar',
          areaStyle: { opacity: 0.25 },
          data: [{ name: '企业评价得分', value: data.values.map((v) => v ?? 0) }],
        },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [source]); // eslint-disable-line react-hooks/exhaustive-deps -- the data is parsed from source
  if (!data) return <pre>{source}</pre>;
  return (
    <div
      ref={el}
      className="chat-radar"
      role="img"
      aria-label={`企业评价雷达图：${data.indicators.map((n, i) => `${n}${data.values[i] ?? '数据不足'}`).join('，')}`}
    />
  );
}
