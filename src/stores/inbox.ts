// The unread count of the inbox: the mine tab's badge and the messages entry show it. Tab pages refresh it on show.
import { makeAutoObservable, runInAction } from 'mobx'
import type { Http } from '@/services/request'
import { unreadMessages } from '@/services/message'
import { applyUnreadBadge } from './tabbar'
import type { SessionStore } from './session'

export class InboxStore {
  unread = 0

  constructor(private readonly http: Http, private readonly session: SessionStore) {
    makeAutoObservable(this)
  }

  async refresh() {
    if (!this.session.signedIn) return this.set(0)
    try {
      const { unread } = await unreadMessages(this.http)
      this.set(unread)
    } catch {
      // the request layer said why; the badge keeps what it showed
    }
  }

  set(unread: number) {
    runInAction(() => {
      this.unread = unread
    })
    applyUnreadBadge(unread)
  }
}
