import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { setListErrorNotifier } from './net/list.ts';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AdminRouter } from './router.tsx';
import './styles.css';

dayjs.locale('zh-cn');

/** Lists report their failures through antd's message, which needs the App context. */
function ListErrors() {
  const { message } = AntApp.useApp();
  useEffect(() => setListErrorNotifier((msg) => void message.error(msg)), [message]);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1456f0', borderRadius: 4 } }}>
      <AntApp>
        <ListErrors />
        <AdminRouter />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
