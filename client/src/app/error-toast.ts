import { message } from 'antd';
// Gives antd's static methods (this toast among them) the portal's locale and theme.
import './antd-scope.tsx';

const ERROR_TOAST_SECONDS = 5;

/** The HTTP layer's error toast (lib/http.ts fetches this module with its first failure). */
export function showErrorToast(msg: string): void {
  // A fixed key per text folds a burst of identical failures into one toast.
  void message.error({ content: msg, key: `http:${msg}`, duration: ERROR_TOAST_SECONDS });
}
