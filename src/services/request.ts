// The one Taro.request wrapper: headers, base URL, 20 s timeout, delayed loading mask, envelope unwrapping, error
// toasts, the expired-session redirect, and GETs prefetched at launch. Created per RootStore (injectable).
import Taro from '@tarojs/taro';
import { AUTH_SCHEME, PREFETCH_KEEP_MS, REQUEST_TIMEOUT_MS } from '@/constants';
import { goLogin } from '@/lib/navigation';
import type { Lang } from '@/locales';
import { t } from '@/locales';
import { ApiStatus, type Envelope } from '@contract/api';
import { httpStatusText, toast, trackLoading } from './feedback';
import { loadTransfer } from './transfer-loader';

/** What the wrapper needs from the stores; attached by the RootStore. */
export interface HttpContext {
  token(): string;
  siteId(): number;
  lang(): Lang;
  onSessionExpired(): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** JSON body for POST, query for GET. */
  data?: object;
  /** false: do not send x-token. */
  auth?: boolean;
  /** true: resolve the whole body (login answers are LoginEnvelope, not Envelope). */
  raw?: boolean;
  /** Statuses the caller shows as the page's state, so no toast says them too; 'refusals': every refusal the server
   *  words (bad input, a wrong state: a scanner page shows each one big), a fault or a lost network still toasted. */
  shown?: number[] | 'refusals';
}

export interface Http {
  attach(ctx: HttpContext): void;
  request<T>(url: string, options?: RequestOptions): Promise<T>;
  get<T>(url: string, query?: object, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: object, options?: RequestOptions): Promise<T>;
  /**
   * Starts a signed-in GET quietly, sent once `made` resolves (at once without it); the first `get` of the same URL,
   * query, token and language within PREFETCH_KEEP_MS takes its answer instead of asking again (the page that opens at
   * launch, while its code loads).
   */
  prefetch(url: string, query?: object, made?: Promise<void>): void;
  upload<T>(url: string, filePath: string, formData?: Record<string, string>): Promise<T>;
  /** GET a file; resolves a temp file path (a blob URL on H5). */
  download(url: string): Promise<string>;
}

export class ApiError extends Error {
  constructor(
    public status: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** The server has no such object for this customer (a wrong id, or another customer's): a retry cannot help. */
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === ApiStatus.NOT_FOUND;

const guestContext: HttpContext = { token: () => '', siteId: () => 1, lang: () => 'zh_CN', onSessionExpired: () => {} };

interface Sent {
  res: Taro.request.SuccessCallbackResult;
  sentToken: string;
}

export function createHttp(): Http {
  let ctx = guestContext;
  let expiredToken: string | null = null; // the token already handled, so parallel 401s redirect once
  const prefetched = new Map<string, { at: number; sent: Promise<Sent> }>();

  // The mini-program can only call an absolute https API address.
  const hasBase = () => process.env.TARO_ENV !== 'weapp' || /^https?:\/\//.test(API_BASE);

  function baseUrl(): string {
    if (!hasBase()) throw fail(0, t('request.noApiBase'));
    return API_BASE;
  }

  function headers(auth: boolean, json = true): Record<string, string> {
    const h: Record<string, string> = { 'site-id': String(ctx.siteId()), 'x-lang': ctx.lang() === 'en' ? 'en' : 'zh-cn' };
    if (json) h['content-type'] = 'application/json';
    // Consents record where they were given (the server takes anything else for the H5 app).
    if (process.env.TARO_ENV === 'weapp') h['x-client'] = 'weapp';
    const token = auth ? ctx.token() : '';
    if (token) h['x-token'] = AUTH_SCHEME ? `${AUTH_SCHEME} ${token}` : token;
    return h;
  }

  /** `requestId` (a server fault's answer): the toast adds the code customer service finds the logs by. */
  function fail(status: number, msg: string, requestId?: string): ApiError {
    toast(requestId ? `${msg}\n${t('request.quoteCode', { code: requestId })}` : msg);
    return new ApiError(status, msg);
  }

  function expire(sentToken: string): ApiError {
    const msg = t('request.expired');
    if (expiredToken !== sentToken) {
      expiredToken = sentToken;
      ctx.onSessionExpired();
      toast(msg);
      goLogin(); // back to this page once signed in again
    }
    return new ApiError(ApiStatus.SESSION_EXPIRED, msg);
  }

  function settle<T>(statusCode: number, body: unknown, sentToken: string, raw = false, shown?: RequestOptions['shown']): T {
    const envelope = body as Envelope<T> | undefined;
    if (statusCode === 401 || envelope?.status === ApiStatus.SESSION_EXPIRED) throw expire(sentToken);
    // Only a fault the user cannot fix (HTTP 5xx, a 5xxxx status) offers its request id: bad input needs no code.
    const fault = statusCode >= 500 || (envelope?.status ?? 0) >= 50000;
    const faultId = fault ? envelope?.request_id : undefined;
    // A refusal the caller shows itself (a scanner page's big result) comes without a toast, whatever its HTTP status.
    if (!fault && shown === 'refusals' && envelope?.msg && envelope.status !== ApiStatus.OK)
      throw new ApiError(envelope.status, envelope.msg);
    if (statusCode !== 200) throw fail(statusCode, httpStatusText(statusCode, envelope?.msg), faultId);
    if (raw) return body as T;
    if (envelope?.status === ApiStatus.OK) return envelope.data;
    // No toast for what the caller shows: the "sign the agreement first" modal (src/lib/agreement-gate.ts), `shown`.
    if (envelope && (envelope.status === ApiStatus.AGREEMENT_REQUIRED || (Array.isArray(shown) && shown.includes(envelope.status))))
      throw new ApiError(envelope.status, envelope.msg || t('status.generic'));
    throw fail(envelope?.status ?? 0, envelope?.msg || t('status.generic'), faultId);
  }

  function networkError(err: unknown): ApiError {
    const text = String((err as { errMsg?: string } | undefined)?.errMsg || (err as Error)?.message || err);
    return fail(0, /timeout|abort/i.test(text) ? t('request.timeout') : t('request.network'));
  }

  async function send(url: string, method: 'GET' | 'POST', data: object | undefined, auth: boolean): Promise<Sent> {
    const sentToken = auth ? ctx.token() : '';
    const res = await Taro.request({ url, method, data, header: headers(auth), timeout: REQUEST_TIMEOUT_MS, dataType: 'json' });
    return { res, sentToken };
  }

  const getKey = (url: string, data: object | undefined, auth: boolean) =>
    JSON.stringify([url, data ?? null, auth ? ctx.token() : '', ctx.lang()]);

  /** A prefetched answer to this GET, once: a later one asks again. */
  function takePrefetched(url: string, data: object | undefined, auth: boolean): Promise<Sent> | undefined {
    if (!prefetched.size) return undefined;
    const key = getKey(url, data, auth);
    const found = prefetched.get(key);
    prefetched.delete(key);
    return found && Date.now() - found.at <= PREFETCH_KEEP_MS ? found.sent : undefined;
  }

  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'POST', data, auth = true, raw, shown } = options;
    const fullUrl = baseUrl() + url;
    const done = trackLoading();
    let sent: Sent;
    try {
      sent = await ((method === 'GET' && takePrefetched(fullUrl, data, auth)) || send(fullUrl, method, data, auth));
    } catch (err) {
      done();
      throw networkError(err);
    }
    done(); // hide the mask before any toast: on WeChat hideLoading also hides a toast
    return settle<T>(sent.res.statusCode, sent.res.data, sent.sentToken, raw, shown);
  }

  function prefetch(url: string, query?: object, made?: Promise<void>) {
    if (!hasBase()) return;
    const fullUrl = API_BASE + url;
    // Keyed now (the token and language as they are), so a page asking before `made` resolves takes it too.
    const key = getKey(fullUrl, query, true);
    const sent = made ? made.then(() => send(fullUrl, 'GET', query, true)) : send(fullUrl, 'GET', query, true);
    sent.catch(() => {}); // a failure is the taker's to report
    prefetched.set(key, { at: Date.now(), sent });
  }

  async function upload<T>(url: string, filePath: string, formData?: Record<string, string>): Promise<T> {
    const sentToken = ctx.token();
    const done = trackLoading();
    try {
      const { uploadFile } = await loadTransfer();
      const res = await uploadFile({ url: baseUrl() + url, filePath, name: 'file', header: headers(true, false), formData });
      done();
      return settle<T>(res.statusCode, parseJson(res.data), sentToken);
    } catch (err) {
      done();
      if (err instanceof ApiError) throw err;
      throw fail(0, t('request.fileError'));
    }
  }

  async function download(url: string): Promise<string> {
    const done = trackLoading();
    try {
      const { downloadFile } = await loadTransfer();
      const res = await downloadFile({ url: baseUrl() + url, header: headers(true, false) });
      done();
      if (res.statusCode !== 200) throw fail(res.statusCode, httpStatusText(res.statusCode));
      return res.tempFilePath;
    } catch (err) {
      done();
      throw err instanceof ApiError ? err : networkError(err);
    }
  }

  return {
    attach: (next) => {
      ctx = next;
    },
    request,
    get: (url, query, options) => request(url, { ...options, method: 'GET', data: query }),
    // A POST always carries a JSON object: the API refuses a body-less JSON POST (cancel, delete ... send {}).
    post: (url, body, options) => request(url, { ...options, method: 'POST', data: body ?? {} }),
    upload,
    download,
    prefetch,
  };
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
