import type { IpTotals } from '@aikc/shared/schemas/big-screen';
import { Panel } from '../layout/panel.tsx';
import { Ring } from './charts.tsx';

/** 知识产权构成: patents by kind and software copyrights as a ring (s1 and s3 show the same panel). */
export function IpCompositionPanel({ ip }: { ip: IpTotals | undefined }) {
  const total = ip ? ip.invention + ip.utility + ip.design + ip.software : 0;
  return (
    <Panel title="知识产权构成" loading={!ip} empty={ip ? total === 0 : false}>
      {ip && (
        <Ring
          items={[
            { name: '发明专利', value: ip.invention },
            { name: '实用新型', value: ip.utility },
            { name: '外观设计', value: ip.design },
            { name: '软件著作权', value: ip.software },
          ]}
        />
      )}
    </Panel>
  );
}
