import { useMemo } from 'react';
import type { NameValue, Trend } from '@aikc/shared/schemas/big-screen';
import { useChart } from '../charts/use-chart.ts';
import { C, FONT, axisCommon, tooltipCommon } from '../charts/theme.ts';
import { formatCompact } from '../format.ts';

/** Line (area) chart of one or more series over shared periods. */
export function TrendLine({
  trend,
  names,
  formatPeriod = (p) => p,
}: {
  trend: Trend;
  names: Record<string, string>;
  formatPeriod?: (p: string) => string;
}) {
  const option = useMemo(
    () => ({
      color: [...C.series],
      tooltip: { ...tooltipCommon, trigger: 'axis' },
      legend: { top: 0, right: 8, textStyle: { color: C.text, fontSize: FONT.legend }, itemWidth: 14, itemHeight: 8 },
      grid: { left: 8, right: 16, top: 36, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: trend.periods.map(formatPeriod), boundaryGap: false, ...axisCommon },
      yAxis: {
        type: 'value',
        minInterval: 1,
        ...axisCommon,
        axisLabel: { ...axisCommon.axisLabel, formatter: formatCompact },
      },
      series: trend.series.map((s, i) => ({
        name: names[s.key] ?? s.key,
        type: 'line',
        smooth: true,
        symbolSize: 6,
        data: s.values,
        lineStyle: { width: 2.5 },
        areaStyle: { opacity: i === 0 ? 0.25 : 0.12 },
      })),
    }),
    [trend, names, formatPeriod],
  );
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" />;
}

/** Horizontal ranked bars, largest on top. */
export function RankedBar({ items, unit = '' }: { items: NameValue[]; unit?: string }) {
  const option = useMemo(() => {
    const rows = [...items].reverse();
    return {
      tooltip: { ...tooltipCommon, trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 56, top: 8, bottom: 4, containLabel: true },
      xAxis: { type: 'value', show: false },
      yAxis: {
        type: 'category',
        data: rows.map((r) => r.name),
        ...axisCommon,
        axisLabel: { color: C.text, fontSize: FONT.label, width: 120, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: rows.map((r) => r.value),
          barWidth: '52%',
          showBackground: true,
          backgroundStyle: { color: 'rgba(64, 158, 255, 0.08)' },
          itemStyle: {
            borderRadius: [0, 6, 6, 0],
            color: {
              type: 'linear',
              x: 0,
              y: 0,
              x2: 1,
              y2: 0,
              colorStops: [
                { offset: 0, color: 'rgba(61,139,255,0.35)' },
                { offset: 1, color: C.accent },
              ],
            },
          },
          label: {
            show: true,
            position: 'right',
            color: C.text,
            fontSize: FONT.label,
            formatter: (p: { value: number }) => `${formatCompact(p.value)}${unit}`,
          },
        },
      ],
    };
  }, [items, unit]);
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" />;
}

/** Ring (doughnut) with a legend listing each part. */
export function Ring({ items, centerLabel }: { items: NameValue[]; centerLabel?: string }) {
  const option = useMemo(
    () => ({
      color: [...C.series],
      tooltip: { ...tooltipCommon, trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: {
        orient: 'vertical',
        right: 8,
        top: 'middle',
        icon: 'circle',
        itemGap: 10,
        textStyle: { color: C.text, fontSize: FONT.legend },
        formatter: (name: string) => `${name}  ${formatCompact(items.find((i) => i.name === name)?.value ?? 0)}`,
      },
      title: centerLabel
        ? {
            text: centerLabel,
            left: '29%',
            top: 'middle',
            textAlign: 'center',
            textStyle: { color: C.textDim, fontSize: FONT.label },
          }
        : undefined,
      series: [
        {
          type: 'pie',
          radius: ['48%', '72%'],
          center: ['30%', '50%'],
          avoidLabelOverlap: true,
          itemStyle: { borderColor: '#041434', borderWidth: 2 },
          label: { show: false },
          data: items,
        },
      ],
    }),
    [items, centerLabel],
  );
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" />;
}

/** Grouped vertical bars per category (e.g. finance per year), second series optionally a line. */
export function GroupedBars({
  categories,
  series,
}: {
  categories: string[];
  series: { name: string; values: number[]; line?: boolean }[];
}) {
  const option = useMemo(
    () => ({
      color: [C.series[1], C.series[0], C.series[2], C.series[3]],
      tooltip: { ...tooltipCommon, trigger: 'axis' },
      legend: { top: 0, right: 8, textStyle: { color: C.text, fontSize: FONT.legend }, itemWidth: 14, itemHeight: 8 },
      grid: { left: 8, right: 12, top: 36, bottom: 4, containLabel: true },
      xAxis: {
        type: 'category',
        data: categories,
        ...axisCommon,
        axisLabel: { ...axisCommon.axisLabel, color: C.text },
      },
      // Bars on the left axis, lines on their own right axis: R&D and profit are a small fraction of revenue.
      yAxis: [
        { type: 'value', ...axisCommon, axisLabel: { ...axisCommon.axisLabel, formatter: formatCompact } },
        {
          type: 'value',
          ...axisCommon,
          splitLine: { show: false },
          axisLabel: { ...axisCommon.axisLabel, formatter: formatCompact },
        },
      ],
      series: series.map((s) =>
        s.line
          ? {
              name: s.name,
              type: 'line',
              yAxisIndex: 1,
              data: s.values,
              smooth: true,
              symbolSize: 8,
              lineStyle: { width: 3 },
            }
          : { name: s.name, type: 'bar', data: s.values, barMaxWidth: 26, itemStyle: { borderRadius: [4, 4, 0, 0] } },
      ),
    }),
    [categories, series],
  );
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" />;
}
