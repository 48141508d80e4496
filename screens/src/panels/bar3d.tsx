import { useEffect, useMemo, useState } from 'react';
import type { Matrix } from '@aikc/shared/schemas/big-screen';
import { C, FONT, axisCommon, tooltipCommon } from '../charts/theme.ts';
import { useChart } from '../charts/use-chart.ts';
import { loadEchartsGl } from '../charts/webgl.ts';
import { FallbackBoundary } from './fallback-boundary.tsx';

/**
 * Companies by province x industry as 3D bars (echarts-gl), or, without WebGL, as stacked 2D bars with the
 * same data. The choice is made once per mount; until it is known the panel shows its loading state. If the
 * 3D renderer fails at run time, the 2D bars take its place.
 */
export function MatrixBars({ matrix }: { matrix: Matrix }) {
  const [mode, setMode] = useState<'pending' | '3d' | '2d'>('pending');
  useEffect(() => {
    let live = true;
    void loadEchartsGl().then((ok) => {
      if (live) setMode(ok ? '3d' : '2d');
    });
    return () => {
      live = false;
    };
  }, []);
  if (mode === 'pending')
    return (
      <div className="panel-note">
        <span className="spinner" />
        数据加载中
      </div>
    );
  if (mode === '2d') return <Bars2D matrix={matrix} />;
  return (
    <FallbackBoundary fallback={<Bars2D matrix={matrix} />}>
      <Bars3D matrix={matrix} />
    </FallbackBoundary>
  );
}

function Bars3D({ matrix }: { matrix: Matrix }) {
  const option = useMemo(() => {
    const max = Math.max(1, ...matrix.cells.map((c) => c[2]));
    const axis3d = {
      axisLabel: { interval: 0, textStyle: { color: C.text, fontSize: FONT.axis } },
      axisLine: { lineStyle: { color: 'rgba(127,166,214,0.5)' } },
      nameTextStyle: { color: C.textDim },
    };
    return {
      tooltip: {
        ...tooltipCommon,
        formatter: (p: { value: [number, number, number] }) =>
          `${matrix.rows[p.value[0]]} · ${matrix.columns[p.value[1]]}<br/>企业：${p.value[2]}`,
      },
      visualMap: { show: false, min: 0, max, inRange: { color: ['#1f6fd1', '#00b4ff', '#00e4ff', '#ffc53d'] } },
      xAxis3D: { type: 'category', data: matrix.rows, name: '', ...axis3d },
      yAxis3D: { type: 'category', data: matrix.columns, name: '', ...axis3d },
      zAxis3D: { type: 'value', name: '', ...axis3d },
      // A wide, shallow box seen almost from the front suits the short, wide panel it sits in.
      grid3D: {
        boxWidth: 230,
        boxDepth: 80,
        boxHeight: 50,
        top: -30,
        // No auto-rotation: a wall runs for days, and a constantly redrawing WebGL loop costs CPU on software GL.
        viewControl: { alpha: 22, beta: 22, distance: 150, autoRotate: false },
        light: { main: { intensity: 1.2, shadow: false }, ambient: { intensity: 0.4 } },
        axisPointer: { show: false },
        splitLine: { lineStyle: { color: 'rgba(64,158,255,0.2)' } },
      },
      series: [
        {
          type: 'bar3D',
          shading: 'lambert',
          bevelSize: 0.2,
          barSize: 8,
          data: matrix.cells.map((c) => ({ value: c })),
        },
      ],
    };
  }, [matrix]);
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" data-render="webgl" />;
}

function Bars2D({ matrix }: { matrix: Matrix }) {
  const option = useMemo(
    () => ({
      color: [...C.series],
      tooltip: { ...tooltipCommon, trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, textStyle: { color: C.text, fontSize: FONT.legend }, itemWidth: 14, itemHeight: 8 },
      grid: { left: 8, right: 16, top: 34, bottom: 4, containLabel: true },
      xAxis: {
        type: 'category',
        data: matrix.rows,
        ...axisCommon,
        axisLabel: { ...axisCommon.axisLabel, color: C.text },
      },
      yAxis: { type: 'value', minInterval: 1, ...axisCommon },
      series: matrix.columns.map((col, j) => ({
        name: col,
        type: 'bar',
        stack: 'all',
        barMaxWidth: 34,
        data: matrix.rows.map((_, i) => matrix.cells.find((c) => c[0] === i && c[1] === j)?.[2] ?? 0),
      })),
    }),
    [matrix],
  );
  const { ref } = useChart(option);
  return <div ref={ref} className="chart" data-render="2d" />;
}
