/**
 * The API contract shared by the app (src/services) and the server (server/src/modules).
 * Envelope, error codes and the request/response shapes of every call.
 * See docs/architecture.md.
 */
import type { StaffRole } from './staff';

/** Languages the API answers in (`x-lang` header). */
export const API_LANGS = ['zh-cn', 'en'] as const;
export type ApiLang = (typeof API_LANGS)[number];

/** Who did a step of a case's timeline (claims, returns). */
export const ACTOR_ROLES = ['customer', 'staff', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** Every answer: HTTP 200 with body status 200 on success, another body status on a business error. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
  /** On errors: the request's id (also the X-Request-Id header), the code a customer quotes to customer service. */
  request_id?: string;
}

/** Body status codes. 200 = success; the client toasts `msg` for any other. */
export const ApiStatus = {
  OK: 200,
  /** Missing, expired or revoked session (sent with HTTP 401). */
  SESSION_EXPIRED: 40000,
  /** A field failed validation; `msg` names the field. */
  INVALID_INPUT: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  TOO_MANY_REQUESTS: 40029,
  CAPTCHA_WRONG: 41001,
  CAPTCHA_EXPIRED: 41002,
  MOBILE_TAKEN: 41003,
  BAD_CREDENTIALS: 41004,
  ACCOUNT_DISABLED: 41005,
  MOBILE_NOT_REGISTERED: 41006,
  INVITE_CODE_INVALID: 41007,
  WECHAT_CODE_INVALID: 41008,
  ACCOUNT_EXPIRED: 41009,
  /** The current transport agreement is not signed yet: the app leads to /pages/signature/agreement. */
  AGREEMENT_REQUIRED: 42001,
  /** The thing changed state meanwhile (double tap, another device, staff): nothing was done; reload it. */
  STATE_CONFLICT: 42009,
  /** A declaration breaks the channel's rules (value, per-box counts, category); `msg` says which. */
  DECLARATION_REJECTED: 42010,
  /** Not enough wallet balance or card grams for what was asked: nothing was taken. */
  INSUFFICIENT_BALANCE: 42020,
  /** The chosen coupon or card can't be used here (expired, used, minimum spend, channel). */
  NOT_USABLE: 42021,
  /** A claim or purchase limit is reached (coupon total or per-customer limit). */
  LIMIT_REACHED: 42022,
  /** The online payment provider refused or is not available on this platform. */
  PAYMENT_FAILED: 42030,
  // --- self-pickup reservations (types/reservation.ts) ---
  /** The slot has no place left: choose another. */
  SLOT_FULL: 44001,
  /** The slot can't be booked: the depot is closed then, it starts too soon, or it is past the booking horizon. */
  SLOT_UNAVAILABLE: 44002,
  /** Too close to the slot to cancel or reschedule. */
  RESERVATION_CUTOFF: 44003,
  /** The customer already holds the most open bookings allowed. */
  RESERVATION_LIMIT: 44004,
  /** Wrong pickup code at the desk; `msg` says how many tries are left. */
  PICKUP_CODE_WRONG: 44005,
  /** Too many wrong codes: the booking is locked until the customer asks for a new code. */
  PICKUP_CODE_LOCKED: 44006,
  /** The collector's name matches neither the owner's real-name record nor the proxy the owner named. */
  COLLECTOR_MISMATCH: 44007,
  /** The booking is for another day. */
  RESERVATION_NOT_TODAY: 44008,
  /** The staff member has not chosen the depot their desk serves. */
  DESK_NOT_SET: 44009,
  // --- end of self-pickup reservations ---
  /** A claim of this type is already open on the waybill or parcel (one of each type). */
  CLAIM_EXISTS: 45001,
  /** The claim type is not offered in the waybill's state or time window; `msg` says why. */
  CLAIM_NOT_OFFERED: 45002,
  /** A claim is reviewed again once only, within the rules' days. */
  CLAIM_APPEAL_REFUSED: 45003,
  /** An approval above the site's amount needs a second staff member. */
  CLAIM_SECOND_APPROVER: 45004,
  // --- agents (modules/agents) ---
  /** The caller is not an approved agent (or has not applied). */
  AGENT_NOT_APPROVED: 47001,
  /** An application is waiting for review or was approved already. */
  AGENT_APPLIED: 47002,
  /** A withdrawal is already waiting (requested or approved): one at a time. */
  WITHDRAWAL_OPEN: 47003,
  /** More than the withdrawable commission balance. */
  COMMISSION_INSUFFICIENT: 47004,
  /** Today's withdrawals would pass the site's daily cap. */
  WITHDRAWAL_DAILY_CAP: 47005,
  /** An approval above the site's amount needs a second staff member. */
  WITHDRAWAL_SECOND_APPROVER: 47006,
  // --- end of agents ---
  // --- returns collected at a depot ---
  /** The return is on an open self-pickup booking: the customer cancels the booking first. */
  RETURN_BOOKED: 46001,
  /** Only a return collected at a depot (method `pickup`) is booked at a depot. */
  RETURN_NOT_PICKUP: 46002,
  // --- end of returns collected at a depot ---
  // --- the customer's data rights (modules/account) ---
  /** One data export per 24 h: `msg` says so. */
  EXPORT_TOO_SOON: 49001,
  /** Something is still open (waybills, parcels in the warehouse, claims, returns, bookings, a withdrawal). */
  DELETION_BLOCKED: 49002,
  /** The account's deletion is already scheduled (a double tap, or asked twice). */
  DELETION_SCHEDULED: 49003,
  /** No deletion is scheduled to cancel. */
  DELETION_NOT_SCHEDULED: 49004,
  // --- end of the customer's data rights ---
  PROVIDER_UNAVAILABLE: 50300,
  INTERNAL: 50000,
} as const;
export type ApiStatusCode = (typeof ApiStatus)[keyof typeof ApiStatus];

/** Login answers satisfy both readers of the spec: mobile login reads `code` (0) + `message`,
 *  account login reads `status` (1) + `msg`. On failure both carry the error code. */
export interface LoginEnvelope {
  status: number; // 1 on success
  code: number; // 0 on success
  msg: string;
  message: string;
  data: SessionData | null;
  /** On failure, as in Envelope. */
  request_id?: string;
}

export type Gender = 0 | 1 | 2; // unknown, male, female
export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionData {
  token: string;
  /** ISO time the token stops working. */
  expires_at: string;
  /** false for a WeChat sign-in that has no phone number bound yet: go to /pages/bind-tel/index. */
  has_reg: boolean;
  /** true on the first sign-in of a new account. */
  isFirstLogin: boolean;
  /** ISO time the account's scheduled deletion is due, or null: the app offers to cancel it. */
  deletion_due_at: string | null;
}

export interface WechatSessionData extends SessionData {
  /** The WeChat openid of this sign-in (mini-program or official account). */
  openid: string;
}

export interface UserInfo {
  id: number;
  site_id: number;
  nickname: string;
  gender: Gender;
  /** Avatar URL (empty when none). */
  wx_header: string;
  /** E.164, e.g. +64211234567; empty for a WeChat account not bound yet. */
  mobile: string;
  username: string | null;
  role: Role;
  /** A staff account's roles on this site (types/staff.ts); empty for a customer. */
  staff_roles: StaffRole[];
  /** Printed in the warehouse address so arrivals can be matched to the customer. */
  member_code: string;
  lang: 'zh_CN' | 'en';
  has_password: boolean;
  wechat_bound: boolean;
  created_at: string;
  /** When a scheduled deletion of the account takes effect (the app offers "cancel deletion"); null when none. */
  deletion_due_at?: string | null;
  /** /api/user/info: whether the customer agreed to the privacy policy version in force (launch asks when not). */
  policy_agreed?: boolean;
}

export interface SiteInfo {
  id: number;
  code: string; // 'nz' | 'au'
  name: string;
  currency: string; // 'NZD' | 'AUD'
  time_zone: string;
  country_code: string; // 'NZ' | 'AU'
}

export interface UserSetting {
  insurance_desc: string;
  limit_tips: string;
  service_phone: string;
  /** When customer service answers, in the caller's language. */
  service_hours: string;
  /** The WeChat Work customer-service link (H5), '' when the site has none. */
  service_kf_url: string;
  site: SiteInfo;
}

/** GET /api/user/info */
export interface UserInfoData {
  user: UserInfo;
  setting: UserSetting;
}

export const CAPTCHA_SCENES = ['register', 'login', 'bind'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];
/** Every purpose an SMS code is sent for: the sign-in scenes, and confirming an account deletion (its own call). */
export const SMS_CODE_SCENES = [...CAPTCHA_SCENES, 'delete_account'] as const;
export type SmsCodeScene = (typeof SMS_CODE_SCENES)[number];

/** POST /api/get_captcha. `mobile` is E.164, or national digits with `area_code` (64, 61, 86). */
export interface CaptchaRequest {
  mobile: string;
  area_code?: string;
  scene: CaptchaScene;
}
export interface CaptchaData {
  /** seconds the code stays valid */
  expires_in: number;
  /** seconds before another code may be asked for this number */
  resend_in: number;
}

/** POST /api/mobile/register -> LoginEnvelope */
export interface RegisterRequest {
  mobile: string;
  area_code?: string;
  captcha: string;
  password: string;
  invite_code?: string;
  /** The privacy policy version the customer agreed to (GET /api/privacy/policy): required, see types/privacy.ts. */
  privacy_version?: string;
}

/** POST /api/login -> LoginEnvelope */
export type LoginRequest =
  { type: 'mobile'; mobile: string; area_code?: string; captcha: string } | { type: 'account'; account: string; password: string };

/** POST /api/wxh5login (OAuth code from WeChat's browser) and POST /api/wxlogin (wx.login code). */
export interface WechatLoginRequest {
  code: string;
  /** The privacy policy version agreed to: required when this sign-in creates the account (field error otherwise). */
  privacy_version?: string;
}

/** POST /api/bind_account: bind a phone number to the signed-in WeChat account.
 *  If the number already has an account, the WeChat identity moves to it and a new token is returned. */
export interface BindAccountRequest {
  mobile: string;
  area_code?: string;
  captcha: string;
}

/** POST /api/user/edit */
export interface UserEditRequest {
  nickname?: string;
  gender?: Gender;
  wx_header?: string;
  lang?: 'zh_CN' | 'en';
}

/** POST /api/upload/image (multipart, field `file`) */
export interface UploadData {
  url: string;
}

/** GET /api/health, /api/health/ready */
export interface HealthData {
  ok: boolean;
  db: 'pglite' | 'postgres';
  version: string;
  /** Which dependency answered: database, file store, job queue. */
  checks?: { db: boolean; storage: boolean; queue: boolean };
}

/** Password rule shared by app and server: 8-32 characters with a letter and a digit. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
/** Verification codes are 6 digits. */
export const CAPTCHA_LENGTH = 6;
/** Area codes customers can sign up with: NZ, AU, CN. */
export const AREA_CODES = ['64', '61', '86'] as const;
export type AreaCode = (typeof AREA_CODES)[number];
