// The console's one fetch wrapper: the app's headers (site-id, x-lang, x-token as in src/services/request.ts),
// the envelope unwrapped, a failure thrown as ApiError with the server's translated message.
import { ApiStatus, type Envelope, type LoginEnvelope, type SessionData } from '@contract/api';
import type { Lang } from './i18n';

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Caller {
  site: number;
  lang: Lang;
  token?: string;
}

export type Query = Record<string, string | number | undefined>;

function headers(c: Caller, json: boolean): Record<string, string> {
  const h: Record<string, string> = { 'site-id': String(c.site), 'x-lang': c.lang === 'en' ? 'en' : 'zh-cn' };
  if (json) h['content-type'] = 'application/json';
  if (c.token) h['x-token'] = `Bearer ${c.token}`;
  return h;
}

const urlOf = (path: string, query?: Query) => {
  const pairs = Object.entries(query ?? {}).filter((p): p is [string, string | number] => p[1] !== undefined && p[1] !== '');
  return pairs.length ? `${path}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)]))}` : path;
};

async function send(c: Caller, method: 'GET' | 'POST', path: string, query?: Query, body?: object): Promise<unknown> {
  // A form (a file upload) goes as multipart: the browser writes its content type with the boundary.
  const form = body instanceof FormData;
  const sent = { method, headers: headers(c, !form), body: form ? body : body ? JSON.stringify(body) : undefined };
  // No answer at all (offline, server down): status 0 and no message, so the page says it in its language.
  const res = await fetch(urlOf(path, query), sent).catch(() => {
    throw new ApiError(0, '');
  });
  const answer = (await res.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  if (res.status === 401) throw new ApiError(ApiStatus.SESSION_EXPIRED, answer?.msg ?? res.statusText);
  if (!answer) throw new ApiError(res.status, res.statusText);
  return answer;
}

export async function call<T>(c: Caller, method: 'GET' | 'POST', path: string, query?: Query, body?: object): Promise<T> {
  const answer = (await send(c, method, path, query, body)) as Envelope<T>;
  if (answer.status !== ApiStatus.OK) throw new ApiError(answer.status, answer.msg);
  return answer.data;
}

/** A file the server sends (a PDF, a spreadsheet) and the name it gives it. */
export async function fetchFile(c: Caller, path: string): Promise<{ blob: Blob; name: string }> {
  const res = await fetch(path, { headers: headers(c, false) }).catch(() => {
    throw new ApiError(0, '');
  });
  const type = res.headers.get('content-type') ?? '';
  // A refusal comes as the usual envelope, with the server's translated message.
  if (type.startsWith('application/json')) {
    const answer = (await res.json()) as Envelope<unknown>;
    throw new ApiError(answer.status, answer.msg);
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await res.blob(), name };
}

/** POST /api/login with an account and password (the staff accounts): the session, or the reason it failed. */
export async function signIn(c: Caller, account: string, password: string): Promise<SessionData> {
  const answer = (await send(c, 'POST', '/api/login', undefined, { type: 'account', account, password })) as LoginEnvelope;
  if (answer.status === 1 && answer.data?.token) return answer.data;
  throw new ApiError(answer.status, answer.msg);
}
