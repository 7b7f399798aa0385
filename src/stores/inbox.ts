// The unread count of the inbox: the mine tab's badge and the messages entry show it. Launch loads it with the user,
// tab pages refresh it on show; a refresh asked for while one is under way joins it (one request, not two).
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '@/services/api';
import type { SessionStore } from './session';
import { applyUnreadBadge } from './tabbar';

export class InboxStore {
  unread = 0;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly api: Api,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<InboxStore, 'api' | 'pending'>(this, { api: false, pending: false });
  }

  refresh(): Promise<void> {
    if (!this.session.signedIn) {
      this.set(0);
      return Promise.resolve();
    }
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load() {
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
