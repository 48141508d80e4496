import type { ReactNode } from 'react';
import { Empty } from 'antd';

/**
 * The honest empty state of a page whose content a later feature fills: says what will be shown here.
 * Replace it with the real content; nothing else depends on it.
 */
export function PendingFeature({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <Empty style={{ padding: '64px 0' }} image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: '#6b7689' }}>{description}</span>}>
      {children}
    </Empty>
  );
}
