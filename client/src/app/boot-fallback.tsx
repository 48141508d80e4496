/** Shown while the first route's code loads: a plain spinner (antd's Spin would bring antd's core with it). */
export function BootFallback() {
  return (
    <div className="app-boot" role="status" aria-label="加载中">
      <span className="app-boot__spinner" />
    </div>
  );
}
