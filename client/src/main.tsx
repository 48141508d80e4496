import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import './app/global.css';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import { fetchIpRegion } from './features/user/api/get-ip-address.ts';
import { createRealtime } from './realtime/realtime-client.ts';
import { RootStore } from './stores/root-store.ts';
import './lib/initial-path.ts';

dayjs.locale('zh-cn');

const queryClient = createQueryClient();
const store = new RootStore({ queryClient, realtime: createRealtime(), fetchIpRegion });
void store.city.preselectFromIp();
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
