import { message, Modal, type ModalFuncProps } from 'antd';
// Gives antd's static methods (message, Modal.confirm) the portal's locale and theme.
import './antd-scope.tsx';

const ERROR_TOAST_SECONDS = 5;

/** The HTTP layer's error toast (lib/http.ts fetches this module with its first failure). */
export function showErrorToast(msg: string): void {
  // A fixed key per text folds a burst of identical failures into one toast.
  void message.error({ content: msg, key: `http:${msg}`, duration: ERROR_TOAST_SECONDS });
}

/** A toast of a page's own (收藏成功, a failed download). */
export function showToast(type: 'success' | 'error' | 'info' | 'warning', content: string): void {
  void message[type](content);
}

/** A confirmation dialog (the rights guard's 次数已用完). */
export function showConfirm(config: ModalFuncProps): void {
  Modal.confirm(config);
}
