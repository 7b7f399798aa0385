// The root store (MobX docs' pattern): owns every store and the HTTP layer (`http`), which is injected for tests,
// and the calls the stores make bound to it (`api`: auth, user, the unread count). Pages bind other areas of the API to
// the same `http` with `useService(module)` (stores/index.tsx).
import { type Api, createApi } from '@/services/api';
import { createHttp, type Http } from '@/services/request';
import { AddressPickerStore } from './address-picker';
import { DraftStore } from './drafts';
import { InboxStore } from './inbox';
import { LanguageStore } from './language';
import { SessionStore } from './session';
import { UiStore } from './ui';

export class RootStore {
  readonly language = new LanguageStore();
  readonly ui = new UiStore();
  /** An address picked in the address book for another page (see address-picker.ts). */
  readonly addressPicker = new AddressPickerStore();
  /** Pack / send forms in progress, persisted (see drafts.ts). */
  readonly drafts = new DraftStore();
  readonly session: SessionStore;
  /** The inbox's unread count (mine tab badge). */
  readonly inbox: InboxStore;
  readonly http: Http;
  readonly api: Api;

  constructor(http: Http = createHttp()) {
    this.http = http;
    this.api = createApi(http);
    this.session = new SessionStore(this.api);
    this.inbox = new InboxStore(this.api, this.session);
    http.attach({
      token: () => this.session.token,
      siteId: () => this.session.siteId,
      lang: () => this.language.lang,
      onSessionExpired: () => this.session.clear(),
    });
  }
}
