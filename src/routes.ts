// Routes of spec §2. BUILT_PAGES mirrors src/app.config.ts (a test keeps them equal): an entry whose page
// is not registered yet shows "Coming soon" instead of navigating, so later work only registers the page.

export const ROUTES = {
  login: '/pages/login/index',
  register: '/pages/register/index',
  bindTel: '/pages/bind-tel/index',
  home: '/pages/home/index',
  express: '/pages/express/index',
  waybill: '/pages/waybill/index',
  mine: '/pages/mine/index',
  userInfo: '/pages/mine/user-info/index',
  storeAddress: '/pages/store-address/index',
  freightTrial: '/pages/freight-trial/index',
  timePrice: '/pages/time-price/index',
  embargo: '/pages/embargo/index',
  trackLog: '/pages/mine/track-log/index',
  packRule: '/pages/mine/pack-rule/index',
  guide: '/pages/mine/guide/index',
  askQuestion: '/pages/mine/ask-question/index',
  rechargeCard: '/pages/recharge/card',
  myCoupon: '/pages/mine/my-coupon/index',
  userAddress: '/pages/mine/user-address/index',
  userAddressEdit: '/pages/mine/user-address/edit',
  myParcel: '/pages/mine/my-parcel/index',
  myWallet: '/pages/mine/my-wallet/index',
  transportProtocol: '/pages/mine/transport-protocol/index',
  embargoDetail: '/pages/embargo/detail',
  foodQuery: '/pages/mine/food-query/index',
  newActivity: '/pages/mine/new-activity/index',
} as const

export type Route = (typeof ROUTES)[keyof typeof ROUTES]

export const BUILT_PAGES: readonly string[] = [
  'pages/login/index',
  'pages/home/index',
  'pages/express/index',
  'pages/waybill/index',
  'pages/mine/index',
  'pages/register/index',
  'pages/bind-tel/index',
  'pages/mine/user-info/index',
  'pages/store-address/index',
  'pages/embargo/index',
  'pages/embargo/detail',
  'pages/mine/food-query/index',
  'pages/mine/pack-rule/index',
  'pages/mine/transport-protocol/index',
  'pages/mine/guide/index',
  'pages/mine/ask-question/index',
  'pages/mine/new-activity/index',
  'pages/mine/user-address/index',
  'pages/mine/user-address/edit',
  'pages/freight-trial/index',
  'pages/time-price/index',
]

export const TAB_ROUTES: readonly string[] = [ROUTES.home, ROUTES.express, ROUTES.waybill, ROUTES.mine]

export const isBuilt = (route: string) => BUILT_PAGES.includes(route.replace(/^\//, '').split('?')[0])
