import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CityOption } from '@aikc/shared/region-option';
import { useStores } from '../../../stores/store-context.tsx';
import { Icon } from '../../common/icon.tsx';
import { Popup } from '../popup.tsx';
import './city-selector.css';

// The panel lists every province's cities (the GB/T 2260 table): fetched when the popup first opens.
const CityPanel = lazy(() => import('./city-panel.tsx').then((m) => ({ default: m.CityPanel })));

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
    // The filter codecs that rewrite a list's address come with the panel's chunk, not the first route.
    void import('./city-change.ts').then(({ cityChangeTarget }) => {
      const target = cityChangeTarget(location.pathname, option);
      if (target === 'reload') window.location.reload();
      else navigate(target.navigate);
    });
  };

  return (
    <Popup
      open={open}
      onOpenChange={setOpen}
      placement="bottomLeft"
      trigger={(props) => (
        <button type="button" className="city-trigger" title="切换城市" {...props}>
          <Icon icon={EnvironmentOutlined} />
          <span className="city-trigger__name">{city.city.name}</span>
          <span className="city-trigger__switch">
            切换城市 <Icon icon={DownOutlined} />
          </span>
        </button>
      )}
    >
      <Suspense fallback={<div className="city-panel" aria-busy="true" />}>
        <CityPanel current={city.city} onPick={handlePick} />
      </Suspense>
    </Popup>
  );
});
