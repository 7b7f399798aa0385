// English strings. Same keys as zh-CN.ts.
import { addNutTexts } from './nutui';
import type zhCN from './zh-CN';

// NutUI's English (its en-US locale) for what the app's NutUI components show.
addNutTexts('en', { placeholder: 'Placeholder', close: 'Close', cancel: 'Cancel', confirm: 'Confirm', select: 'Select' });

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

const en: Messages<typeof zhCN> = {
  app: { name: 'Parcel Forwarding', tagline: 'NZ & AU to China: safe, fast, to your door' },
  share: { title: 'NZ & AU parcel forwarding: safe, fast, to your door' },
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    copy: 'Copy',
    login: 'Log in',
    comingSoon: 'Coming soon',
    photo: 'Photo {{n}}',
    avatar: 'Profile photo',
    statusTabs: 'View by status',
    sectionTabs: 'Sections',
  },
  tab: { home: 'Home', express: 'Send parcel', waybill: 'My waybills', mine: 'Mine' },
  title: {
    login: 'Log in',
    register: 'Sign up',
    bindTel: 'Bind phone',
    home: 'Home',
    express: 'Send parcel',
    waybill: 'My waybills',
    mine: 'Mine',
    userInfo: 'My profile',
  },
  lang: { zh_CN: '中文', en: 'English' },
  request: {
    loading: 'Requesting...',
    expired: 'Login expired, please log in again',
    timeout: 'Request timed out',
    network: 'Network error, check your connection',
    fileError: 'File upload failed',
    noApiBase: 'API address not set: the mini-program needs API_BASE starting with https://',
    quoteCode: 'Quote this code to customer service: {{code}}',
  },
  status: {
    401: 'Invalid login information',
    403: 'Access forbidden',
    404: 'Resource not found',
    501: 'Not implemented',
    502: 'Network error',
    503: 'Service unavailable',
    504: 'Request timed out',
    generic: 'Request failed, please try again',
  },
  loader: { loading: 'Loading page...', error: 'The page failed to load', retry: 'Tap to reload' },
  area: { title: 'Country / region', 64: 'New Zealand', 61: 'Australia', 86: 'Mainland China' },
  form: {
    mobilePlaceholder: 'Mobile number',
    accountPlaceholder: 'Mobile number or account',
    captchaPlaceholder: '6-digit code',
    getCode: 'Get code',
    resendIn: 'Resend in {{s}}s',
    passwordPlaceholder: 'Password',
    confirmPlaceholder: 'Repeat the password',
    passwordHint: '8–32 characters with at least one letter and one digit',
    show: 'Show',
    hide: 'Hide',
  },
  validate: {
    mobileRequired: 'Enter your mobile number',
    mobileInvalid: 'Check the country code and mobile number',
    captcha: 'Enter the 6-digit code',
    passwordRequired: 'Enter your password',
    passwordRule: 'The password needs 8–32 characters with a letter and a digit',
    passwordMismatch: 'The passwords do not match',
    agree: 'Please read and accept the user agreement and the privacy policy',
    wechatAgree: 'Please read the privacy policy and tick the box to accept it',
    nickname: 'The nickname needs 1–20 characters',
  },
  login: {
    tab: { code: 'Code login', password: 'Password login' },
    submit: 'Log in',
    noAccount: 'No account yet?',
    toRegister: 'Sign up',
    wechat: 'WeChat login',
  },
  register: {
    invitePlaceholder: 'Invite code (optional)',
    agree: 'I have read and accept the',
    terms: 'User agreement',
    and: 'and',
    privacy: 'Privacy policy',
    submit: 'Sign up',
    haveAccount: 'Have an account?',
    toLogin: 'Log in',
  },
  bindTel: { intro: 'Bind your mobile number to keep your account safe and get waybill updates', submit: 'Bind' },
  pagedList: { loading: 'Loading...', more: 'Pull up for more', end: 'No more' },
  staff: { menu: 'Warehouse', menuHint: 'Check in · Pack · Dispatch', checkin: { photoUploading: 'Uploading...' } },
};

export default en;
