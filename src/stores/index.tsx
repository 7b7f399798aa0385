// React access to the stores: <StoreProvider> in app.tsx (tests pass their own RootStore), useStores() and
// useApi() (the API calls bound to the store's HTTP layer).
import { createContext, type PropsWithChildren, useContext } from 'react';
import { RootStore } from './root';

let appStore: RootStore | null = null;

/** The app's single RootStore, created on first use. */
export function getRootStore(): RootStore {
  if (!appStore) appStore = new RootStore();
  return appStore;
}

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: PropsWithChildren<{ store: RootStore }>) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  return useContext(StoreContext) ?? getRootStore();
}

/** The API calls of this app's HTTP layer: `useApi().waybill.getWaybill(id)`. */
export function useApi() {
  return useStores().api;
}

export { RootStore };
