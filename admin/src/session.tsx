// Who is signed in, on which site: one staff session per site (accounts are per site), kept in localStorage like the
// app's token, so an admin of both sites switches without signing in again. The staff account's roles come from
// GET /api/staff/me and decide which areas the navigation shows.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiStatus, type SiteInfo, type UserInfoData } from '@contract/api';
import type { StaffMe } from '@contract/staff';
import { ApiError, call, type Caller, fetchFile, type Query, signIn } from './api';
import { useLang } from './i18n';

export const SITES = [1, 2] as const;
export type SiteId = (typeof SITES)[number];

const TOKENS = 'admin.tokens';
const SITE = 'admin.site';

type Tokens = Partial<Record<SiteId, string>>;
const readTokens = (): Tokens => JSON.parse(localStorage.getItem(TOKENS) || '{}') as Tokens;
const storedSite = (): SiteId => (Number(localStorage.getItem(SITE)) === 2 ? 2 : 1);

interface Session {
  site: SiteId;
  me: StaffMe | null;
  /** The signed-in site's currency and time zone (GET /api/user/info). */
  siteInfo: SiteInfo | null;
  /** The first GET /api/staff/me of a stored token is under way. */
  checking: boolean;
  signIn(site: SiteId, account: string, password: string): Promise<void>;
  signOut(): void;
  switchSite(site: SiteId): void;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: object): Promise<T>;
  /** Saves the file a GET answers (an export). */
  download(path: string): Promise<void>;
  /** Opens the file a GET answers in a new tab (a PDF to print). */
  openFile(path: string): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { lang } = useLang();
  const [site, setSite] = useState<SiteId>(storedSite);
  const [tokens, setTokens] = useState<Tokens>(readTokens);
  const [me, setMe] = useState<StaffMe | null>(null);
  const [siteInfo, setSiteInfo] = useState<SiteInfo | null>(null);
  const token = tokens[site];
  const [checking, setChecking] = useState(!!token);

  const keep = useCallback((next: Tokens) => {
    localStorage.setItem(TOKENS, JSON.stringify(next));
    setTokens(next);
  }, []);
  const drop = useCallback((s: SiteId) => keep(Object.fromEntries(Object.entries(readTokens()).filter(([k]) => Number(k) !== s))), [keep]);

  const caller = useCallback((): Caller => ({ site, lang, token }), [site, lang, token]);
  const guarded = useCallback(
    async <T,>(p: Promise<T>): Promise<T> => {
      try {
        return await p;
      } catch (err) {
        // An ended session signs this site out (the sign-in page opens).
        if (err instanceof ApiError && err.status === ApiStatus.SESSION_EXPIRED) drop(site);
        throw err;
      }
    },
    [drop, site],
  );

  useEffect(() => {
    setMe(null);
    if (!token) return setChecking(false);
    setChecking(true);
    guarded(Promise.all([call<StaffMe>(caller(), 'GET', '/api/staff/me'), call<UserInfoData>(caller(), 'GET', '/api/user/info')]))
      .then(
        ([staff, info]) => {
          setSiteInfo(info.setting.site);
          setMe(staff);
        },
        (err: unknown) => {
          // A stored token of an account that is no longer staff: signed out too.
          if (err instanceof ApiError && err.status === ApiStatus.FORBIDDEN) drop(site);
        },
      )
      .finally(() => setChecking(false));
    // The account is read again only when the site or token changes, not when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site, token]);

  const value = useMemo<Session>(
    () => ({
      site,
      me,
      siteInfo,
      checking,
      async signIn(to, account, password) {
        const session = await signIn({ site: to, lang }, account, password);
        // A customer's account is refused here (40003) and not kept; kept, the effect above reads the account.
        await call<StaffMe>({ site: to, lang, token: session.token }, 'GET', '/api/staff/me');
        setChecking(true);
        keep({ ...readTokens(), [to]: session.token });
        localStorage.setItem(SITE, String(to));
        setSite(to);
      },
      signOut() {
        if (token) void call(caller(), 'GET', '/api/login_out').catch(() => undefined);
        drop(site);
      },
      switchSite(to) {
        localStorage.setItem(SITE, String(to));
        setSite(to);
      },
      get: (path, query) => guarded(call(caller(), 'GET', path, query)),
      post: (path, body) => guarded(call(caller(), 'POST', path, undefined, body ?? {})),
      download: (path) => guarded(fetchFile(caller(), path)).then(({ blob, name }) => saveBlob(blob, name)),
      openFile: (path) => guarded(fetchFile(caller(), path)).then(({ blob }) => void window.open(URL.createObjectURL(blob), '_blank')),
    }),
    [site, me, siteInfo, checking, lang, keep, token, caller, drop, guarded],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
