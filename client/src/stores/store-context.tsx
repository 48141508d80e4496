import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store.ts';

const StoreContext = createContext<RootStore | null>(null);

/** Provides the root store to the component tree. */
export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The root store; components read it inside `observer`. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores outside StoreProvider');
  return store;
}
