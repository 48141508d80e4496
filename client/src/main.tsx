import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import { config as zodConfig } from 'zod';
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
// zod would probe `new Function` on the first object parse; the portal's CSP (no unsafe-eval) refuses it and
// Chrome logs a CSP issue on every page (Lighthouse best practices). Parsing without the JIT is fine here.
zodConfig({ jitless: true });

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
