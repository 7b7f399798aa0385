// App-wide view state: the H5 page-chunk loader (spec §2).
import { makeAutoObservable } from 'mobx'

export type PageLoad = 'idle' | 'loading' | 'error'

export class UiStore {
  pageLoad: PageLoad = 'idle'

  constructor() {
    makeAutoObservable(this)
  }

  setPageLoad(state: PageLoad) {
    this.pageLoad = state
  }
}
