import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popover } from 'antd';
import { DownOutlined, EnvironmentOutlined, LeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { NATIONWIDE_OPTION, provinceOption, type CityOption } from '@aikc/shared/regions';
import { useStores } from '../../../stores/store-context.tsx';
import { cityChangeTarget } from './city-change.ts';

interface PanelProps {
  current: CityOption;
  onPick(option: CityOption): void;
}

const CityPanel = observer(function CityPanel({ current, onPick }: PanelProps) {
  const { city } = useStores();
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
            <Button type="link" size="small" icon={<LeftOutlined />} onClick={() => setProvinceId(null)}>
              返回省份
            </Button>
            <span>{province.name}</span>
          </div>
          <div className="city-panel__chips">
            {chip(province, `${province.name}全省`)}
            {city.citiesOf(province.provinceId).map((o) => chip(o))}
          </div>
        </div>
      ) : (
        <>
          <div className="city-panel__section">
            <div className="city-panel__label">热门城市</div>
            <div className="city-panel__chips">{city.hotCities.map((o) => chip(o))}</div>
          </div>
          <div className="city-panel__section">
            <div className="city-panel__label">按省份选择</div>
            <div className="city-panel__chips">
              {city.provinces.map((p) =>
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

/** The header's city selector popup: hot cities, the 27-entry province list, then a province's cities. */
export const CitySelector = observer(function CitySelector() {
  const { city } = useStores();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  const handlePick = (option: CityOption) => {
    setOpen(false);
    const changed = option.provinceId !== city.city.provinceId || option.cityId !== city.city.cityId;
    city.select(option);
    if (!changed) return;
    const target = cityChangeTarget(location.pathname, option);
    if (target === 'reload') window.location.reload();
    else navigate(target.navigate);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={<CityPanel current={city.city} onPick={handlePick} />}
    >
      <button type="button" className="city-trigger" title="切换城市">
        <EnvironmentOutlined />
        <span className="city-trigger__name">{city.city.name}</span>
        <span className="city-trigger__switch">
          切换城市 <DownOutlined />
        </span>
      </button>
    </Popover>
  );
});
