// The unread count of the inbox: the mine tab's badge and the messages entry show it. Launched on a tab page, it loads
// with the user and that page's show takes the answer; later shows refresh it. A refresh asked for while one is under way
// joins it (one request, not two).
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '@/services/api';
import type { SessionStore } from './session';
import { applyUnreadBadge } from './tabbar';

export class InboxStore {
  unread = 0;
  private pending: Promise<void> | null = null;
  private launchLoad: Promise<void> | null = null;

  constructor(
    private readonly api: Api,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<InboxStore, 'api' | 'pending' | 'launchLoad'>(this, { api: false, pending: false, launchLoad: false });
  }

  /**
   * At launch on a tab page, with the user, asked once `made` resolves: that page's show then takes this answer
   * instead of asking again, even if it comes first.
   */
  loadAtLaunch(made: Promise<void>) {
    this.launchLoad = made.then(() => this.join());
  }

  refresh(): Promise<void> {
    const launched = this.launchLoad;
    this.launchLoad = null;
    return launched ?? this.join();
  }

  private join(): Promise<void> {
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
