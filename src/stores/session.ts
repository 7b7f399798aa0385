// The signed-in state and the sign-in flows: page -> this store -> services -> request.
import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_SITE_ID, SITE_TIME_ZONES, STORAGE } from '@/constants';
import { readStored, writeStored } from '@/lib/storage';
import type { Api } from '@/services/api';
import type {
  BindAccountRequest,
  CaptchaRequest,
  RegisterRequest,
  SessionData,
  UserEditRequest,
  UserInfo,
  UserSetting,
} from '@contract/api';

type AnySession = SessionData & { openid?: string };

export class SessionStore {
  token = readStored(STORAGE.token);
  has_reg = true;
  min_openid = '';
  /** The user came to bind-tel from their profile: go back there afterwards, not home. */
  isBindClick = false;
  isFirstLogin = false;
  userInfo: UserInfo | null = null;
  setting: UserSetting | null = null;
  siteId = DEFAULT_SITE_ID;
  /** The user being loaded, and for which token: launch and a page's ensureUser() share one request. */
  private loadingUser: { token: string; info: Promise<UserInfo> } | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<SessionStore, 'api' | 'loadingUser'>(this, { api: false, loadingUser: false });
  }

  get signedIn() {
    return this.token !== '';
  }

  /** The zone every time is shown in (utils/zone-time). */
  get timeZone(): string {
    return this.setting?.site.time_zone || SITE_TIME_ZONES[this.siteId] || SITE_TIME_ZONES[DEFAULT_SITE_ID];
  }

  login(data: AnySession) {
    this.token = data.token;
    this.has_reg = data.has_reg;
    this.isFirstLogin = data.isFirstLogin;
    if (data.openid) this.min_openid = data.openid;
    writeStored(STORAGE.token, data.token);
  }

  fetchUser(): Promise<UserInfo> {
    if (this.loadingUser?.token === this.token) return this.loadingUser.info;
    const info = this.loadUser().finally(() => {
      if (this.loadingUser?.info === info) this.loadingUser = null;
    });
    this.loadingUser = { token: this.token, info };
    return info;
  }

  private async loadUser() {
    const { user: info, setting } = await this.api.user.getUserInfo();
    runInAction(() => {
      this.userInfo = info;
      this.setting = setting;
      this.siteId = info.site_id;
      this.has_reg = info.mobile !== '';
    });
    return info;
  }

  /** Loads the user once a page needs it (after a reload on H5, or a fresh sign-in); failures were toasted. */
  ensureUser() {
    if (this.signedIn && !this.userInfo) this.fetchUser().catch(() => {});
  }

  /** Tells the server, then forgets the session even if the call failed (the user asked to leave). */
  async logout() {
    try {
      await this.api.auth.logout();
    } finally {
      this.clear();
    }
  }

  clear() {
    writeStored(STORAGE.token, '');
    this.token = '';
    this.has_reg = true;
    this.min_openid = '';
    this.isBindClick = false;
    this.isFirstLogin = false;
    this.userInfo = null;
    this.setting = null;
  }

  setBindClick(value: boolean) {
    this.isBindClick = value;
  }

  sendCaptcha(req: CaptchaRequest) {
    return this.api.auth.getCaptcha(req);
  }

  loginByMobile = (req: { mobile: string; area_code?: string; captcha: string }) => this.signIn(this.api.auth.loginByMobile(req));
  loginByAccount = (req: { account: string; password: string }) => this.signIn(this.api.auth.loginByAccount(req));
  register = (req: RegisterRequest) => this.signIn(this.api.auth.register(req));
  /** `privacy_version`: the policy version shown; the server needs it when the sign-in creates the account. */
  wxLogin = (code: string, privacy_version?: string) => this.signIn(this.api.auth.wxLogin({ code, privacy_version }));
  wxh5Login = (code: string, privacy_version?: string) => this.signIn(this.api.auth.wxh5Login({ code, privacy_version }));
  bindAccount = (req: BindAccountRequest) => this.signIn(this.api.auth.bindAccount(req));

  private async signIn(answer: Promise<AnySession>) {
    const data = await answer;
    this.login(data);
    return data;
  }

  async editUser(req: UserEditRequest) {
    await this.api.user.editUser(req);
    runInAction(() => {
      if (this.userInfo) Object.assign(this.userInfo, req);
    });
  }

  /** Uploads a chosen image and makes it the avatar. */
  async changeAvatar(filePath: string) {
    const { url } = await this.api.user.uploadImage(filePath);
    await this.editUser({ wx_header: url });
  }
}
