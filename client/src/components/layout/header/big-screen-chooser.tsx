import { Modal } from 'antd';
import {
  AreaChartOutlined,
  ClusterOutlined,
  DeploymentUnitOutlined,
  FundProjectionScreenOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { BIG_SCREENS, BIG_SCREEN_CHOOSER_TITLE } from '@aikc/shared/routes';
import './big-screen-chooser.css';

const ICONS = [
  <FundProjectionScreenOutlined key="s1" />,
  <AreaChartOutlined key="s2" />,
  <ClusterOutlined key="s3" />,
  <DeploymentUnitOutlined key="s4" />,
];

/**
 * The 数据大屏 chooser. The screens are a separate bundle served at /big_screen/*, so these are plain links
 * (a full page load in a new tab), never router links.
 */
export function BigScreenChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={640}
      title={BIG_SCREEN_CHOOSER_TITLE}
      destroyOnHidden
    >
      <ul className="screen-chooser">
        {BIG_SCREENS.map((s, i) => (
          <li key={s.id}>
            <a
              className="screen-chooser__item"
              href={`/big_screen/${s.id}`}
              target="_blank"
              rel="noopener"
              onClick={onClose}
            >
              <span className={`screen-chooser__icon screen-chooser__icon--${i + 1}`}>{ICONS[i]}</span>
              <span className="screen-chooser__title">{s.title}</span>
              <RightOutlined className="screen-chooser__arrow" />
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
