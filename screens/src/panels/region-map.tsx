import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RegionDistribution } from '@aikc/shared/schemas/big-screen';
import type { EChartsType } from '../charts/echarts.ts';
import { C, FONT, tooltipCommon } from '../charts/theme.ts';
import { useChart } from '../charts/use-chart.ts';
import { formatInt } from '../format.ts';
import {
  ensureChinaMap,
  ensureProvinceMap,
  hasProvinceMap,
  provinceMapName,
  regionName,
} from '../maps/map-registry.ts';
import './region-map.css';

/** An unattended wall returns to the national view this long after someone drilled in. */
const AUTO_RETURN_MS = 45_000;

interface Props {
  region: RegionDistribution;
  /** What is counted, for the tooltip and legend: 企业, 政策 ... */
  noun: string;
}

/** China map coloured by count; click a province to see its cities (districts for municipalities). */
export function RegionMap({ region, noun }: Props) {
  const [province, setProvince] = useState<string | null>(null);
  const provinceRef = useRef(province);
  useEffect(() => {
    provinceRef.current = province;
  }, [province]);

  const option = useMemo(() => {
    const list = province ? region.cities.filter((c) => c.province_code === province) : region.provinces;
    const max = Math.max(1, ...list.map((r) => r.value));
    return {
      tooltip: {
        ...tooltipCommon,
        trigger: 'item',
        formatter: (p: { name: string; value?: number }) =>
          `${regionName(p.name)}<br/>${noun}：${formatInt(Number.isFinite(p.value) ? (p.value as number) : 0)}`,
      },
      visualMap: {
        min: 0,
        max,
        left: 16,
        bottom: 16,
        calculable: true,
        itemHeight: 120,
        text: ['高', '低'],
        textStyle: { color: C.text, fontSize: FONT.axis },
        inRange: { color: ['#0b3a7a', '#1f6fd1', '#00b4ff', '#00e4ff'] },
      },
      series: [
        {
          type: 'map',
          map: province ? provinceMapName(province) : ensureChinaMap(),
          nameProperty: 'adcode',
          roam: false,
          zoom: province ? 1.05 : 1.15,
          top: province ? 40 : 60,
          bottom: 10,
          label: {
            show: Boolean(province),
            color: C.text,
            fontSize: FONT.axis,
            formatter: (p: { name: string }) => regionName(p.name),
          },
          emphasis: {
            label: { show: true, color: '#fff', formatter: (p: { name: string }) => regionName(p.name) },
            itemStyle: { areaColor: C.gold },
          },
          itemStyle: { areaColor: '#0a2a5e', borderColor: 'rgba(0, 228, 255, 0.6)', borderWidth: 1 },
          select: { disabled: true },
          // Dense city clusters (the Pearl River Delta) would otherwise print names over each other.
          labelLayout: { hideOverlap: true },
          data: list.map((r) => ({ name: r.code, value: r.value })),
        },
      ],
    };
  }, [region, province, noun]);

  const onReady = useCallback((chart: EChartsType) => {
    const onClick = (p: { name?: string }) => {
      const code = p.name ?? '';
      if (provinceRef.current || !hasProvinceMap(code)) return;
      void ensureProvinceMap(code).then((ok) => {
        if (ok) setProvince(code);
      });
    };
    chart.on('click', onClick);
    return () => chart.off('click', onClick);
  }, []);
  const { ref } = useChart(option, onReady);

  useEffect(() => {
    if (!province) return undefined;
    const id = setTimeout(() => setProvince(null), AUTO_RETURN_MS);
    return () => clearTimeout(id);
  }, [province]);

  const top = (province ? region.cities.filter((c) => c.province_code === province) : region.provinces).slice(0, 5);
  return (
    <div className="region-map">
      <div ref={ref} className="chart" />
      <div className="map-caption">
        {province ? (
          <button type="button" className="map-back" onClick={() => setProvince(null)}>
            返回全国
          </button>
        ) : (
          <span className="map-hint">点击省份查看下辖城市</span>
        )}
        <span className="map-scope">
          {province ? regionName(province) : '全国'}
          {noun}分布
        </span>
      </div>
      <ol className="map-top">
        {top.map((r, i) => (
          <li key={r.code}>
            <span className={`rank rank-${i + 1}`}>{i + 1}</span>
            <span className="map-top-name">{r.name}</span>
            <b>{formatInt(r.value)}</b>
          </li>
        ))}
      </ol>
    </div>
  );
}
