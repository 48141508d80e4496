import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { NATIONWIDE_OPTION, provinceOption, type CityOption } from '@aikc/shared/regions';
import { cityCatalogue } from '../../../stores/city-catalogue.ts';
import { Icon } from '../../common/icon.tsx';

interface PanelProps {
  current: CityOption;
  onPick(option: CityOption): void;
}

/** The city selector's panel: hot cities, the 27-entry province list, then a province's cities. */
export const CityPanel = observer(function CityPanel({ current, onPick }: PanelProps) {
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const province = provinceId === null ? null : provinceOption(provinceId);
  const chip = (o: CityOption, label = o.name) => (
    <button
      key={`${o.provinceId}-${o.cityId}`}
      type="button"
      className={`city-chip${o.provinceId === current.provinceId && o.cityId === current.cityId ? ' is-active' : ''}`}
      onClick={() => onPick(o)}
    >
      {label}
    </button>
  );
  return (
    <div className="city-panel">
      <div className="city-panel__current">
        当前城市：<strong>{current.name}</strong>
      </div>
      {province ? (
        <div className="city-panel__section">
          <div className="city-panel__label">
            <button type="button" className="city-panel__back" onClick={() => setProvinceId(null)}>
              <Icon icon={LeftOutlined} /> 返回省份
            </button>
            <span>{province.name}</span>
          </div>
          <div className="city-panel__chips">
            {chip(province, `${province.name}全省`)}
            {cityCatalogue.citiesOf(province.provinceId).map((o) => chip(o))}
          </div>
        </div>
      ) : (
        <>
          <div className="city-panel__section">
            <div className="city-panel__label">热门城市</div>
            <div className="city-panel__chips">{cityCatalogue.hotCities.map((o) => chip(o))}</div>
          </div>
          <div className="city-panel__section">
            <div className="city-panel__label">按省份选择</div>
            <div className="city-panel__chips">
              {cityCatalogue.provinces.map((p) =>
                p.id === 0 ? (
                  chip(NATIONWIDE_OPTION)
                ) : (
                  <button key={p.id} type="button" className="city-chip" onClick={() => setProvinceId(p.id)}>
                    {p.name}
                  </button>
                ),
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
});
