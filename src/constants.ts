// Business constants, in one place.

/** Prefix of the x-token header: 'Bearer' sends `Bearer <token>`, '' sends the bare token. */
export const AUTH_SCHEME: string = 'Bearer';
export const DEFAULT_SITE_ID = 1;
/** Each site's time zone (the depots' zone), until the user info has said it. */
export const SITE_TIME_ZONES: Record<number, string> = { 1: 'Pacific/Auckland', 2: 'Australia/Sydney' };
/** The version the app reports. */
export const APP_VERSION = '1.0.0';

export const REQUEST_TIMEOUT_MS = 20000;
/** How long a prefetched GET's answer waits for the page that asks for it (Http.prefetch). */
export const PREFETCH_KEEP_MS = 30000;
/** The "Requesting..." mask shows only for calls slower than this. */
export const LOADING_DELAY_MS = 800;
export const TOAST_MS = 1500;

export const PAGE_LOADER_DELAY_MS = 200;

export const SWIPER_INTERVAL_MS = 5000;
export const SWIPER_DURATION_MS = 500;

/** Fallback countdown when the server does not say `resend_in`. */
export const CAPTCHA_RESEND_S = 60;
export const NICKNAME_MAX = 20;

/** Keys in Taro storage (token, lang and an anonymous device id). */
export const STORAGE = { token: 'token', lang: 'lang', deviceId: 'device_id' } as const;
