// Sign-in calls. Sign-in answers are LoginEnvelope: mobile-style calls read code (0 = success)
// + message, account login reads status (1 = success) + msg. A failure is toasted and thrown as ApiError.
import type {
  BindAccountRequest,
  CaptchaData,
  CaptchaRequest,
  LoginEnvelope,
  RegisterRequest,
  SessionData,
  WechatLoginRequest,
  WechatSessionData,
} from '@contract/api';
import { toast } from './feedback';
import { ApiError, type Http } from './request';

const SIGN_IN = { auth: false, raw: true } as const;

function readMobile<T extends SessionData>(body: LoginEnvelope): T {
  if (body.code === 0 && body.data?.token) return body.data as T;
  throw reject(body.code, body.message);
}

function readAccount(body: LoginEnvelope): SessionData {
  if (body.status === 1 && body.data?.token) return body.data;
  throw reject(body.status, body.msg);
}

function reject(status: number, msg: string): ApiError {
  toast(msg);
  return new ApiError(status, msg);
}

export const getCaptcha = (http: Http, req: CaptchaRequest) => http.post<CaptchaData>('/api/get_captcha', req, { auth: false });

export const register = (http: Http, req: RegisterRequest) =>
  http.post<LoginEnvelope>('/api/mobile/register', req, SIGN_IN).then((b) => readMobile(b));

export const loginByMobile = (http: Http, req: { mobile: string; area_code?: string; captcha: string }) =>
  http.post<LoginEnvelope>('/api/login', { type: 'mobile', ...req }, SIGN_IN).then((b) => readMobile(b));

export const loginByAccount = (http: Http, req: { account: string; password: string }) =>
  http.post<LoginEnvelope>('/api/login', { type: 'account', ...req }, SIGN_IN).then(readAccount);

/** H5 inside WeChat's browser: the OAuth `code` from the redirect. */
export const wxh5Login = (http: Http, req: WechatLoginRequest) =>
  http.post<LoginEnvelope>('/api/wxh5login', req, SIGN_IN).then((b) => readMobile<WechatSessionData>(b));

/** Mini-program: the code of Taro.login. */
export const wxLogin = (http: Http, req: WechatLoginRequest) =>
  http.post<LoginEnvelope>('/api/wxlogin', req, SIGN_IN).then((b) => readMobile<WechatSessionData>(b));

/** Binds a phone to the signed-in WeChat account (sends the token); answers a new session. */
export const bindAccount = (http: Http, req: BindAccountRequest) =>
  http.post<LoginEnvelope>('/api/bind_account', req, { raw: true }).then((b) => readMobile(b));

export const logout = (http: Http) => http.get<null>('/api/login_out');
