import { Spin } from 'antd';

/** Shown while the first route's code loads. */
export function BootFallback() {
  return (
    <div className="app-boot">
      <Spin size="large" />
    </div>
  );
}
