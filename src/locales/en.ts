// English strings. Same keys as zh-CN.ts.
import type zhCN from './zh-CN'

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }

const en: Messages<typeof zhCN> = {
  app: { name: 'Parcel Forwarding', tagline: 'NZ & AU to China: safe, fast, to your door' },
  share: { title: 'NZ & AU parcel forwarding: safe, fast, to your door' },
  common: { ok: 'OK', cancel: 'Cancel', save: 'Save', copy: 'Copy', login: 'Log in', comingSoon: 'Coming soon' },
  tab: { home: 'Home', express: 'Send parcel', waybill: 'My waybills', mine: 'Mine' },
  title: {
    login: 'Log in', register: 'Sign up', bindTel: 'Bind phone', home: 'Home', express: 'Send parcel',
    waybill: 'My waybills', mine: 'Mine', userInfo: 'My profile',
  },
  lang: { zh_CN: '中文', en: 'English' },
  request: {
    loading: 'Requesting...',
    expired: 'Login expired, please log in again',
    timeout: 'Request timed out',
    network: 'Network error, check your connection',
    fileError: 'File upload failed',
    noApiBase: 'API address not set: the mini-program needs API_BASE starting with https://',
  },
  status: {
    401: 'Invalid login information', 403: 'Access forbidden', 404: 'Resource not found', 501: 'Not implemented',
    502: 'Network error', 503: 'Service unavailable', 504: 'Request timed out', generic: 'Request failed, please try again',
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
    agree: 'Please read and accept the user agreement',
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
    submit: 'Sign up',
    haveAccount: 'Have an account?',
    toLogin: 'Log in',
  },
  bindTel: { intro: 'Bind your mobile number to keep your account safe and get waybill updates', submit: 'Bind' },
  home: {
    services: 'Services',
    banner: {
      fast: { title: 'NZ & AU direct to China', text: 'Reliable transit, tracked all the way' },
      safe: { title: 'Safe, careful forwarding', text: 'Professional packing, optional insurance' },
      card: { title: 'Kilogram cards save more', text: 'Prepay weight, deduct it when you send' },
    },
  },
  feature: {
    warehouse: 'Warehouse address', freight: 'Freight estimate', timePrice: 'Time & price', embargo: 'Prohibited goods',
    track: 'Track query', packRule: 'Packing rules', guide: 'Guide', faq: 'FAQ', card: 'Kilogram card', coupon: 'Coupons',
  },
  express: {
    signedOut: 'Log in to send parcels',
    howTitle: 'How sending works',
    send: 'Send a parcel',
    step: {
      buy: { title: 'Ship to our warehouse', text: 'Use the warehouse address with your member code' },
      declare: { title: 'Pre-declare parcels', text: 'Add the tracking numbers in "My parcels"' },
      pack: { title: 'Pack and pay', text: 'We weigh it, you pay the freight online' },
      deliver: { title: 'Delivered to the door', text: 'Follow the track until it is signed for' },
    },
  },
  waybill: { signedOut: 'Log in to see your waybills', empty: 'No waybills yet' },
  mine: {
    guest: 'Tap to log in',
    defaultNickname: 'New user',
    memberCode: 'Member code: {{code}}',
    noMobile: 'No mobile bound',
    language: 'Language',
    logout: 'Log out',
    logoutConfirm: 'Log out now?',
  },
  menu: {
    address: 'Address book', parcels: 'My parcels', wallet: 'Wallet', coupon: 'Coupons', track: 'Track query',
    guide: 'Guide', faq: 'FAQ', about: 'About',
  },
  userInfo: {
    avatar: 'Avatar',
    change: 'Change',
    nickname: 'Nickname',
    nicknamePlaceholder: '1–20 characters',
    gender: 'Gender',
    mobile: 'Mobile',
    bindMobile: 'Bind now',
    saved: 'Saved',
  },
  gender: { 0: 'Not set', 1: 'Male', 2: 'Female' },
}

export default en
