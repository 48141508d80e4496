import type { ModalFuncProps } from 'antd';

/**
 * Toasts and confirmations for pages drawn without antd (the content pages, issue 21): antd's `message` and
 * `Modal` (lib/antd/antd-feedback.ts, with the portal's theme) are fetched on first use, not with the page.
 */
export function toast(type: 'success' | 'error' | 'info' | 'warning', content: string): void {
  void import('./antd-feedback.ts').then((m) => m.showToast(type, content));
}

/** antd's Modal.confirm, fetched on first use. */
export function confirm(config: ModalFuncProps): void {
  void import('./antd-feedback.ts').then((m) => m.showConfirm(config));
}
