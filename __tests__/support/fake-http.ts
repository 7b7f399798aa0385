// An injectable Http for store and page tests: answers by "METHOD path", records every call (prefetches apart).
import type { Http, HttpContext } from '@/services/request';

type Answer = unknown | ((body: any) => unknown);

export function createFakeHttp(answers: Record<string, Answer> = {}) {
  const calls: Array<{ method: string; url: string; body?: object }> = [];
  const prefetched: string[] = [];
  let context: HttpContext | null = null;
  const answer = (method: string, url: string, body?: object) => {
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    if (!(key in answers)) return Promise.reject(new Error(`unexpected call ${key}`));
    const a = answers[key];
    return Promise.resolve(typeof a === 'function' ? (a as (b: unknown) => unknown)(body) : a) as Promise<any>;
  };
  const http: Http = {
    attach: (ctx) => {
      context = ctx;
    },
    request: (url, options = {}) => answer(options.method ?? 'POST', url, options.data),
    get: (url, query) => answer('GET', url, query),
    post: (url, body) => answer('POST', url, body),
    // The body of an upload is the file path and the form fields sent with it.
    upload: (url, filePath, formData) => answer('UPLOAD', url, { filePath, ...formData }),
    download: (url) => answer('DOWNLOAD', url),
    prefetch: (url, _query, made = Promise.resolve()) => {
      made.then(() => prefetched.push(url));
    },
  };
  return { http, calls, prefetched, context: () => context };
}

/** A LoginEnvelope as the server sends it on success. */
export const signedIn = (token: string, extra: object = {}) => ({
  status: 1,
  code: 0,
  msg: 'ok',
  message: 'ok',
  data: { token, expires_at: '2030-01-01T00:00:00Z', has_reg: true, isFirstLogin: false, deletion_due_at: null, ...extra },
});

export const sampleUser = {
  user: {
    id: 7,
    site_id: 1,
    nickname: 'Kiwi Lin',
    gender: 0,
    wx_header: '',
    mobile: '+64211234567',
    username: null,
    role: 'customer',
    staff_roles: [] as string[],
    member_code: 'NZ10086',
    lang: 'zh_CN',
    has_password: true,
    wechat_bound: false,
    created_at: '2026-01-01T00:00:00Z',
  },
  setting: {
    insurance_desc: '',
    limit_tips: '',
    service_phone: '',
    site: { id: 1, code: 'nz', name: 'NZ', currency: 'NZD', time_zone: 'Pacific/Auckland', country_code: 'NZ' },
  },
};
