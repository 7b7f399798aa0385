// The unread count of the inbox: the mine tab's badge and the messages entry show it. Tab pages refresh it on show.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '@/services/api';
import type { SessionStore } from './session';
import { applyUnreadBadge } from './tabbar';

export class InboxStore {
  unread = 0;

  constructor(
    private readonly api: Api,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<InboxStore, 'api'>(this, { api: false });
  }

  async refresh() {
    if (!this.session.signedIn) return this.set(0);
    try {
      const { unread } = await this.api.message.unreadMessages();
      this.set(unread);
    } catch {
      // the request layer said why; the badge keeps what it showed
    }
  }

  set(unread: number) {
    runInAction(() => {
      this.unread = unread;
    });
    applyUnreadBadge(unread);
  }
}
