// React access to the stores: <StoreProvider> in app.tsx (tests pass their own RootStore), useStores(), useApi()
// (the calls the stores make: auth, user, the unread count) and useService(module) (any other area of the API, bound to the
// store's HTTP layer; the page imports the module, so it is bundled with the page, not the start-up code).
import { createContext, type PropsWithChildren, useContext } from 'react';
import { bindService, type Bound } from '@/services/api';
import type { Http } from '@/services/request';
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

/** The calls the stores make, bound to this app's HTTP layer: `useApi().user.getUserInfo()`. */
export function useApi() {
  return useStores().api;
}

const boundServices = new WeakMap<Http, WeakMap<object, unknown>>();

/**
 * A service module's calls bound to this app's HTTP layer: `useService(claimsService).listClaims()`, with
 * `import * as claimsService from '@/services/claims'`. One object per (http, module), so it can sit in a hook's
 * dependency array.
 */
export function useService<M extends object>(module: M): Bound<M> {
  const { http } = useStores();
  let byModule = boundServices.get(http);
  if (!byModule) boundServices.set(http, (byModule = new WeakMap()));
  let bound = byModule.get(module) as Bound<M> | undefined;
  if (!bound) byModule.set(module, (bound = bindService(http, module)));
  return bound;
}

export { RootStore };
