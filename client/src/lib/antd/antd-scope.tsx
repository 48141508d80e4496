import type { ComponentType, ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES build of the locale: antd/locale/zh_CN is the CommonJS one and brings a second copy of its helpers.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from './theme.ts';

// dayjs is used by antd's pickers and by pages that are all antd pages: its locale comes with them, not the shell.
dayjs.locale('zh-cn');

/**
 * antd's context (zh_CN, the portal theme, App's message/modal hooks) around the parts of the page that use antd:
 * route pages and dialogs. The shell (header, footer, side panel, home page) is plain React, so antd's core is
 * fetched with the first route or dialog that needs it, not with the first paint of `/` (issue 21).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** A component rendered inside AntdScope. */
export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `withAntd(${Component.displayName ?? Component.name})`;
  return Scoped;
}

// antd's static methods (message, Modal.confirm) render outside any React tree: the same context for them, from
// the moment antd is loaded.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
