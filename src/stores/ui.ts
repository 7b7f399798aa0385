// App-wide view state: the H5 page-chunk loader, and the waybill tab another page asks for.
import { makeAutoObservable } from 'mobx';
import type { WaybillTab } from '@contract/waybill';

export type PageLoad = 'idle' | 'loading' | 'error';

export class UiStore {
  pageLoad: PageLoad = 'idle';
  /** The status tab the waybill list shows next: a tab page takes no query, so the wish waits here. */
  waybillTab: WaybillTab | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setPageLoad(state: PageLoad) {
    this.pageLoad = state;
  }

  askWaybillTab(tab: WaybillTab) {
    this.waybillTab = tab;
  }

  /** The waybill tab asked for, once. */
  takeWaybillTab(): WaybillTab | null {
    const tab = this.waybillTab;
    this.waybillTab = null;
    return tab;
  }
}
