import { useState, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { regionName } from '@aikc/shared/region-names';
import type { FacetBucket, Facets } from '@aikc/shared/schemas/search';
import { facetValueName, toggleFacet, withSelected, type FacetSpec } from './facet-model.ts';
import type { BaseFilter } from './use-list-filter.ts';
import './search.css';
import './facet-row-narrow.css';

const COLLAPSED_COUNT = 14;

/** One row of chips: 不限 plus every bucket with its count; long rows fold behind 更多. */
export function FacetRow({
  label,
  buckets,
  selected,
  onPick,
  onClear,
  lead,
  loading = false,
}: {
  label: string;
  /** The answer has not arrived yet: no "nothing to choose" text. */
  loading?: boolean;
  buckets: FacetBucket[];
  selected: string[];
  onPick(value: string): void;
  onClear(): void;
  /** Shown before the chips (the chosen province in the region row). */
  lead?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const foldable = buckets.length > COLLAPSED_COUNT;
  const shown = foldable && !open ? buckets.slice(0, COLLAPSED_COUNT) : buckets;
  return (
    <div className="facet-row" role="group" aria-label={label}>
      <div className="facet-row__label">{label}：</div>
      <div className="facet-row__values">
        {lead}
        <button
          type="button"
          className={`facet-chip${selected.length === 0 ? ' is-active' : ''}`}
          onClick={onClear}
          aria-pressed={selected.length === 0}
        >
          不限
        </button>
        {shown.map((b) => {
          const active = selected.includes(b.value);
          return (
            <button
              key={b.value}
              type="button"
              className={`facet-chip${active ? ' is-active' : ''}`}
              onClick={() => onPick(b.value)}
              aria-pressed={active}
              data-value={b.value}
            >
              {b.label}
              <span className="facet-chip__count">{b.count}</span>
            </button>
          );
        })}
        {buckets.length === 0 && !lead ? (
          <span className="facet-row__none">{loading ? '加载中…' : '暂无可选项'}</span>
        ) : null}
      </div>
      {foldable ? (
        <button type="button" className="facet-row__more" onClick={() => setOpen(!open)}>
          {open ? (
            <>
              收起 <Icon icon={UpOutlined} />
            </>
          ) : (
            <>
              更多 <Icon icon={DownOutlined} />
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}

/** Name of a region code for the chips: 全国适用 for the nationwide code, else the province or city name. */
export function regionLabel(code: string, fallback?: string): string {
  if (/^0+$/.test(code)) return '全国适用';
  return regionName(code) ?? fallback ?? code;
}

/** The region row: provinces with counts; once a province is chosen, its cities. */
export function RegionRow<F extends BaseFilter>({
  filter,
  facets,
  onChange,
  label = '发布地区',
}: {
  filter: F;
  facets: Facets | undefined;
  onChange(patch: Partial<F>): void;
  label?: string;
}) {
  const raw = facets?.region ?? [];
  const buckets = raw.map((b) => ({ ...b, label: regionLabel(b.value, b.label) }));
  if (!filter.province) {
    return (
      <FacetRow
        label={label}
        loading={!facets}
        buckets={buckets}
        selected={[]}
        onPick={(v) => onChange({ province: v, city: '' } as Partial<F>)}
        onClear={() => onChange({ province: '', city: '' } as Partial<F>)}
      />
    );
  }
  // Inside a province, the all-zero code holds the province's own documents (no single city).
  const cityBuckets = buckets
    .filter((b) => b.value !== filter.province)
    .map((b) => (/^0+$/.test(b.value) ? { ...b, label: '全省适用' } : b))
    .sort((a, b) => Number(/^0+$/.test(a.value)) - Number(/^0+$/.test(b.value)));
  if (filter.city && !cityBuckets.some((b) => b.value === filter.city))
    cityBuckets.push({
      value: filter.city,
      label: /^0+$/.test(filter.city) ? '全省适用' : regionLabel(filter.city),
      count: 0,
    });
  const lead = (
    <span className="facet-chip is-active facet-chip--lead">
      {regionLabel(filter.province)}
      <button
        type="button"
        aria-label="取消地区筛选"
        onClick={() => onChange({ province: '', city: '' } as Partial<F>)}
      >
        <Icon icon={CloseOutlined} />
      </button>
    </span>
  );
  return (
    <FacetRow
      label={label}
      loading={!facets}
      lead={lead}
      buckets={cityBuckets}
      selected={filter.city ? [filter.city] : []}
      onPick={(v) => onChange({ city: filter.city === v ? '' : v } as Partial<F>)}
      onClear={() => onChange({ city: '' } as Partial<F>)}
    />
  );
}

/** A row per facet spec, using the answer's counts. */
export function SpecRows<F>({
  specs,
  filter,
  facets,
  onChange,
}: {
  specs: FacetSpec<F>[];
  filter: F;
  facets: Facets | undefined;
  onChange(patch: Partial<F>): void;
}) {
  return (
    <>
      {specs.map((spec) => (
        <FacetRow
          key={spec.key}
          label={spec.label}
          loading={!facets}
          buckets={withSelected(spec, filter, facets)}
          selected={spec.selected(filter)}
          onPick={(v) => onChange(toggleFacet(spec, filter, v))}
          onClear={() => onChange(spec.apply(filter, []))}
        />
      ))}
    </>
  );
}

/** A removable tag for one active condition. */
export interface ActiveCondition {
  key: string;
  text: string;
  remove(): void;
}

/** Active conditions of the specs, named from the facet buckets. */
export function specConditions<F>(
  specs: FacetSpec<F>[],
  filter: F,
  facets: Facets | undefined,
  onChange: (patch: Partial<F>) => void,
): ActiveCondition[] {
  return specs.flatMap((spec) =>
    spec.selected(filter).map((v) => ({
      key: `${spec.key}:${v}`,
      text: `${spec.label}：${facetValueName(spec, facets?.[spec.key], v)}`,
      remove: () => onChange(toggleFacet(spec, filter, v)),
    })),
  );
}

/** The bordered filter box with its rows and, below, the conditions in force with 清空筛选. */
export function FilterBox({
  children,
  conditions,
  onReset,
}: {
  children: ReactNode;
  conditions: ActiveCondition[];
  onReset(): void;
}) {
  return (
    <div className="filter-box">
      {children}
      {conditions.length > 0 ? (
        <div className="facet-row facet-row--active">
          <div className="facet-row__label">已选条件：</div>
          <div className="facet-row__values">
            {conditions.map((c) => (
              <span key={c.key} className="active-cond">
                {c.text}
                <button type="button" aria-label={`移除${c.text}`} onClick={c.remove}>
                  <Icon icon={CloseOutlined} />
                </button>
              </span>
            ))}
          </div>
          <button type="button" className="link-button facet-row__reset" onClick={onReset}>
            清空筛选
          </button>
        </div>
      ) : null}
    </div>
  );
}
