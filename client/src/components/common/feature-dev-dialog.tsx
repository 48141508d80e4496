import { useCallback, useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

/** The reusable "feature under development" dialog: 功能开发中，敬请期待 with 我知道了. */
export function FeatureDevDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      centered
      width={380}
      title={null}
      footer={null}
      destroyOnHidden
    >
      <div style={{ textAlign: 'center', padding: '16px 8px 4px' }}>
        <ToolOutlined style={{ fontSize: 44, color: 'var(--aikc-primary)' }} />
        <div style={{ fontSize: 18, fontWeight: 600, margin: '16px 0 8px', color: '#1a2233' }}>功能开发中，敬请期待</div>
        <div style={{ color: '#5b6577', marginBottom: 24 }}>我们正在加紧完善该功能，上线后将第一时间通知您。</div>
        <Button type="primary" size="large" style={{ minWidth: 160 }} onClick={onClose}>
          我知道了
        </Button>
      </div>
    </Modal>
  );
}

/** `[show, dialog]`: render `dialog` once and call `show()` from any handler. */
export function useFeatureDevDialog(): [() => void, ReactNode] {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  return [show, <FeatureDevDialog key="feature-dev" open={open} onClose={() => setOpen(false)} />];
}
