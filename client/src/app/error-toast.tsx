import { ConfigProvider, message } from 'antd';
import { AntdScope } from './antd-scope.tsx';

const ERROR_TOAST_SECONDS = 5;

// antd's static message renders outside the React tree: give it the portal's locale and theme.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });

/** The HTTP layer's error toast (lib/http.ts fetches this module with its first failure). */
export function showErrorToast(msg: string): void {
  // A fixed key per text folds a burst of identical failures into one toast.
  void message.error({ content: msg, key: `http:${msg}`, duration: ERROR_TOAST_SECONDS });
}
